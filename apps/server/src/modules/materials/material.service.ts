import {
  MATERIAL_MESSAGES as M,
  formatQuantity,
  fromMilli,
  toMilli,
  type CountData,
  type CountResult,
  type CreateMaterialData,
  type LedgerQuery,
  type Material,
  type MaterialExportQuery,
  type MaterialListQuery,
  type Movement,
  type MovementExportQuery,
  type MovementData,
  type MovementListQuery,
  type Page,
  type ReceiptData,
  type UpdateMaterialData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/errors';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { definedOnly } from '../../lib/partial';
import {
  findById,
  findLiveOrNotFound,
  findOrNotFound,
  insertUnlessTaken,
  restoreUnlessTaken,
  updateById,
  updateUnlessTaken,
} from '../../resource';
import { searchText, textKey } from '../../lib/text-key';
import { findOrderRef } from '../orders/order-lookups';
import { toMaterial, toMaterialRef, toMovement } from './material-read';
import * as repo from './material.repository';
import { resolveSupplier, type SupplierLink } from './material-supplier';
import { recordReceipt } from './receipt';
import * as ledger from './movement.repository';
import { appendMovement, type NewMovement } from './stock';

/** The stored columns of a material, its supplier as resolved (material-supplier.ts). */
export const columns = (f: CreateMaterialData, link: SupplierLink) => ({
  code: f.code,
  name: f.name,
  nameKey: textKey(f.name),
  unit: f.unit,
  color: f.color ?? null,
  supplierId: link.supplierId,
  supplier: link.supplier,
  supplierKey: link.supplier ? textKey(link.supplier) : null,
  purchaseUnitMilli: f.purchaseUnit ? toMilli(f.purchaseUnit) : null,
  minStockMilli: toMilli(f.minStock ?? 0),
  location: f.location ?? null,
  searchText: searchText({ texts: [f.code, f.name, link.supplier, f.location] }),
});

const codeTaken = () => conflict('CODE_TAKEN', M.codeTaken);

export function createMaterialService({ db, dialect }: { db: Db; dialect: Dialect }) {
  /** The movement a body asks for, in thousandths; a reversal reads the movement it undoes. */
  async function movementOf(trx: Db, input: MovementData): Promise<NewMovement> {
    switch (input.type) {
      case 'IN':
        return { ...input, quantityMilli: toMilli(input.quantity) };
      case 'OUT':
        if (input.orderId && !(await findOrderRef(trx, input.orderId))) {
          throw notFound(M.orderNotFound);
        }
        return { ...input, quantityMilli: -toMilli(input.quantity) };
      case 'ADJUSTMENT':
        return { ...input, quantityMilli: toMilli(input.quantity) };
      case 'REVERSAL': {
        const original = await ledger.findMovementRow(trx, input.movementId);
        if (!original) throw notFound(M.movementNotFound);
        if (original.reversesId !== null) throw conflict('NOT_REVERSIBLE', M.reversalNotReversible);
        if (await ledger.findReversalOf(trx, original.id))
          throw conflict('ALREADY_REVERSED', M.alreadyReversed);
        const opposite = { IN: 'OUT', OUT: 'IN', ADJUSTMENT: 'ADJUSTMENT' } as const;
        return {
          materialId: original.materialId,
          type: opposite[original.type as keyof typeof opposite],
          quantityMilli: -Number(original.quantityMilli),
          orderId: original.orderId,
          reversesId: original.id,
          reason: input.reason,
          allowNegative: input.allowNegative,
        };
      }
    }
  }

  return {
    async list(query: MaterialListQuery): Promise<Page<Material>> {
      const { rows, total } = await repo.findMaterialPage(db, query);
      return pageOf(rows.map(toMaterial), total, query);
    },

    export: (query: MaterialExportQuery) => repo.findMaterialsForExport(db, query),

    async get(id: number): Promise<Material> {
      return toMaterial(await findOrNotFound(db, 'materials', id, M.notFound));
    },

    async create(input: CreateMaterialData, actor: Actor): Promise<Material> {
      const link = await resolveSupplier(db, input);
      const values = { ...columns(input, link), status: 'ACTIVE', ...stamps.created(actor) };
      return toMaterial(
        await insertUnlessTaken(db, 'materials', values, {
          key: ['code', input.code],
          taken: codeTaken,
        }),
      );
    },

    async update(input: UpdateMaterialData, actor: Actor): Promise<Material> {
      const current = await findLiveOrNotFound(db, 'materials', input.id, M.notFound);
      const { id, status, ...changes } = input;
      const merged = {
        ...current,
        minStock: fromMilli(Number(current.minStockMilli)),
        purchaseUnit:
          current.purchaseUnitMilli === null ? null : fromMilli(Number(current.purchaseUnitMilli)),
        ...definedOnly(changes),
      };
      // The supplier changes only when the body names one (by id, or by name alone).
      const link =
        changes.supplierId !== undefined || changes.supplier !== undefined
          ? await resolveSupplier(db, changes)
          : { supplierId: current.supplierId, supplier: current.supplier };
      const values = {
        ...columns(merged as CreateMaterialData, link),
        ...(status ? { status } : {}),
        ...stamps.updated(actor),
      };
      await updateUnlessTaken(db, 'materials', current, values, {
        key: ['code', merged.code],
        taken: codeTaken,
      });
      return toMaterial((await findById(db, 'materials', id))!);
    },

    /** Refused while it has stock (it would vanish from the inventory) or a live product uses it. */
    async remove(id: number, actor: Actor): Promise<Material> {
      await db.transaction().execute(async (trx) => {
        const [row] = await repo.lockLiveMaterials(trx, [id], dialect);
        if (!row) throw notFound(M.notFound);
        const stock = Number(row.stockMilli);
        if (stock !== 0)
          throw conflict('HAS_STOCK', M.hasStock(formatQuantity(fromMilli(stock), row.unit)));
        const users = await repo.findProductsUsingMaterial(trx, id);
        if (users.length > 0) {
          throw conflict('IN_USE', M.usedBy(users.map((p) => `${p.code} (${p.name})`).join('; ')));
        }
        await updateById(trx, 'materials', id, stamps.deleted(actor));
      });
      return toMaterial(await findOrNotFound(db, 'materials', id, M.notFound));
    },

    async restore(id: number, actor: Actor): Promise<Material> {
      await restoreUnlessTaken(db, 'materials', id, {
        actor,
        messages: M,
        key: (row) => ['code', row.code],
        taken: codeTaken,
      });
      return toMaterial(await findLiveOrNotFound(db, 'materials', id, M.notFound));
    },

    async record(input: MovementData, actor: Actor): Promise<Movement> {
      const id = await db.transaction().execute(async (trx) => {
        const movement = await movementOf(trx, input);
        const at = new Date().toISOString();
        // A reversal racing its twin: the unique index on reverses_id refuses the second.
        return (
          await onUniqueViolation(
            () => appendMovement(trx, movement, actor, at),
            () => conflict('ALREADY_REVERSED', M.alreadyReversed),
          )
        ).id;
      });
      return toMovement((await ledger.findMovementView(db, id))!);
    },

    /**
     * 'Conteo de inventario': each counted quantity against the stock under lock; the differences
     * become ADJUSTMENT movements, all in one transaction.
     */
    async count(input: CountData, actor: Actor): Promise<CountResult> {
      const ids = input.lines.map((line) => line.materialId);
      return db.transaction().execute(async (trx) => {
        const rows = new Map(
          (await repo.lockLiveMaterials(trx, ids, dialect)).map((r) => [r.id, r]),
        );
        const missing = [...new Set(ids.filter((id) => !rows.has(id)))];
        if (missing.length > 0)
          throw badRequest('UNAVAILABLE', M.bomMaterialUnavailable(missing.join(', ')));
        const seen = new Set<number>();
        for (const id of ids) {
          if (seen.has(id)) throw badRequest('REPEATED_ITEM', M.countRepeated(rows.get(id)!.code));
          seen.add(id);
        }
        const at = new Date().toISOString();
        const reason = input.note ? `${M.countReason}: ${input.note}` : M.countReason;
        const lines: CountResult['lines'] = [];
        for (const line of input.lines) {
          const row = rows.get(line.materialId)!;
          const previous = Number(row.stockMilli);
          const difference = toMilli(line.counted) - previous;
          let movementId: number | null = null;
          if (difference !== 0) {
            const movement = {
              materialId: row.id,
              type: 'ADJUSTMENT' as const,
              quantityMilli: difference,
              reason,
            };
            // The counted quantity is never negative, but the stock before it may have been.
            movementId = (
              await appendMovement(trx, { ...movement, allowNegative: true }, actor, at)
            ).id;
          }
          lines.push({
            material: toMaterialRef(row),
            previous: fromMilli(previous),
            counted: line.counted,
            difference: fromMilli(difference),
            movementId,
          });
        }
        return { lines };
      });
    },

    /** 'Entrada de materiales': every line of a delivery note at once (receipt.ts). */
    receipt: (input: ReceiptData, actor: Actor) => recordReceipt(db, dialect, input, actor),

    async movements(query: MovementListQuery): Promise<Page<Movement>> {
      const { rows, total } = await ledger.findMovementPage(db, query);
      return pageOf(rows.map(toMovement), total, query);
    },

    async ledgerOf(materialId: number, query: LedgerQuery): Promise<Page<Movement>> {
      await findOrNotFound(db, 'materials', materialId, M.notFound);
      const { rows, total } = await ledger.findLedgerPage(db, materialId, query);
      return pageOf(rows.map(toMovement), total, query);
    },

    exportMovements: async (query: MovementExportQuery) =>
      (await ledger.findMovementsForExport(db, query)).map(toMovement),
  };
}

export type MaterialService = ReturnType<typeof createMaterialService>;
