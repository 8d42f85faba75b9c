import {
  PURCHASE_ORDER_MESSAGES as M,
  fromMilli,
  purchaseOrderStatusLabel,
  toMilli,
  type CreatePurchaseOrderData,
  type Page,
  type PurchaseOrder,
  type PurchaseOrderExportQuery,
  type PurchaseOrderListQuery,
  type UpdatePurchaseOrderData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { SUPPLIER_MESSAGES } from '@taller/shared';
import { toMaterialRef } from './material-read';
import * as materials from './material.repository';
import * as repo from './purchase-order.repository';
import type { PurchaseOrderLineRow, PurchaseOrderRow } from './purchase-order.repository';

export const purchaseOrderNumber = (id: number) => `OC-${String(id).padStart(5, '0')}`;

/** quantity × unit cost in cents, rounded half up (BigInt: thousandths × cents pass 2^53). */
export const lineTotalCents = (quantityMilli: number, unitCostCents: number) =>
  Number((BigInt(quantityMilli) * BigInt(unitCostCents) + 500n) / 1000n);

const CLOSED = ['RECEIVED', 'CANCELLED'];

export function toPurchaseOrder(
  row: PurchaseOrderRow,
  lines: PurchaseOrderLineRow[],
): PurchaseOrder {
  const shown = lines.map((line) => {
    const quantity = Number(line.quantityMilli);
    const received = Number(line.receivedMilli);
    return {
      id: line.id,
      material: toMaterialRef({ ...line, id: line.materialId }),
      quantity: fromMilli(quantity),
      unitCostCents: Number(line.unitCostCents),
      received: fromMilli(received),
      due: CLOSED.includes(row.status) ? 0 : fromMilli(Math.max(0, quantity - received)),
      totalCents: lineTotalCents(quantity, Number(line.unitCostCents)),
    };
  });
  return {
    id: row.id,
    number: purchaseOrderNumber(row.id),
    supplier: { id: row.supplierId, name: row.supplierName },
    status: row.status,
    notes: row.notes,
    lines: shown,
    totalCents: shown.reduce((sum, line) => sum + line.totalCents, 0),
    sentAt: row.sentAt,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

/** These orders as answered, in the order of `ids`. */
export async function readPurchaseOrders(db: Db, ids: number[]) {
  const rows = await repo.findPurchaseOrderRows(db, ids);
  const lines = await repo.findLinesOf(db, ids);
  const byId = new Map(rows.map((r) => [r.id, toPurchaseOrder(r, lines.get(r.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The supplier must be live; each line's material live, and on one line only. */
async function checkParts(
  trx: Db,
  dialect: Dialect,
  supplierId: number | undefined,
  lines?: CreatePurchaseOrderData['lines'],
) {
  if (supplierId !== undefined) {
    const supplier = await trx
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', supplierId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!supplier) throw badRequest('UNAVAILABLE', SUPPLIER_MESSAGES.notFound);
  }
  if (!lines) return;
  const ids = lines.map((l) => l.materialId);
  const rows = new Map(
    (await materials.lockLiveMaterials(trx, ids, dialect)).map((r) => [r.id, r]),
  );
  const missing = [...new Set(ids.filter((id) => !rows.has(id)))];
  if (missing.length > 0)
    throw badRequest('UNAVAILABLE', M.materialUnavailable(missing.join(', ')));
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest('REPEATED_ITEM', M.repeatedMaterial(rows.get(id)!.code));
    seen.add(id);
  }
}

const toLines = (lines: CreatePurchaseOrderData['lines']) =>
  lines.map((l) => ({
    materialId: l.materialId,
    quantityMilli: toMilli(l.quantity),
    unitCostCents: l.unitCostCents,
  }));

/** Creates one order in Borrador inside the caller's transaction; answers its id. */
export async function insertPurchaseOrder(
  trx: Db,
  input: { supplierId: number; notes?: string | null; lines: ReturnType<typeof toLines> },
  actor: Actor,
) {
  const { id } = await trx
    .insertInto('purchaseOrders')
    .values({
      supplierId: input.supplierId,
      status: 'DRAFT',
      notes: input.notes ?? null,
      sentAt: null,
      ...stamps.created(actor),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await repo.insertLines(trx, id, input.lines);
  return id;
}

export function createPurchaseOrderService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const one = async (id: number) => {
    const [order] = await readPurchaseOrders(db, [id]);
    if (!order) throw notFound(M.notFound);
    return order;
  };
  /** The order under lock, refused unless its status is one of `allowed`. */
  const lockIn = async (trx: Db, id: number, allowed: string[], refusal: (s: string) => string) => {
    const row = await repo.lockPurchaseOrder(trx, id, dialect === 'postgres');
    if (!row) throw notFound(M.notFound);
    if (!allowed.includes(row.status)) {
      throw conflict('STATUS_LOCKED', refusal(purchaseOrderStatusLabel(row.status).toLowerCase()));
    }
    return row;
  };

  return {
    async list(query: PurchaseOrderListQuery): Promise<Page<PurchaseOrder>> {
      const { rows, total } = await repo.findPurchaseOrderPage(db, query);
      const lines = await repo.findLinesOf(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => toPurchaseOrder(r, lines.get(r.id) ?? [])),
        total,
        query,
      );
    },

    async export(query: PurchaseOrderExportQuery) {
      const rows = await repo.findPurchaseOrdersForExport(db, query);
      const lines = await repo.findLinesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toPurchaseOrder(r, lines.get(r.id) ?? []));
    },

    get: one,

    async create(input: CreatePurchaseOrderData, actor: Actor): Promise<PurchaseOrder> {
      const id = await db.transaction().execute(async (trx) => {
        await checkParts(trx, dialect, input.supplierId, input.lines);
        return insertPurchaseOrder(trx, { ...input, lines: toLines(input.lines) }, actor);
      });
      return one(id);
    },

    /** Only in Borrador: what is sent changes; lines sent replace the order's. */
    async update(input: UpdatePurchaseOrderData, actor: Actor): Promise<PurchaseOrder> {
      await db.transaction().execute(async (trx) => {
        await lockIn(trx, input.id, ['DRAFT'], () => M.notDraft);
        await checkParts(trx, dialect, input.supplierId, input.lines);
        await trx
          .updateTable('purchaseOrders')
          .set({
            ...(input.supplierId !== undefined ? { supplierId: input.supplierId } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            ...stamps.updated(actor),
          })
          .where('id', '=', input.id)
          .execute();
        if (input.lines) {
          await trx
            .deleteFrom('purchaseOrderLines')
            .where('purchaseOrderId', '=', input.id)
            .execute();
          await repo.insertLines(trx, input.id, toLines(input.lines));
        }
      });
      return one(input.id);
    },

    /** Borrador, Enviada or Recibida parcialmente: what is still due is no longer awaited. */
    async cancel(id: number, actor: Actor): Promise<PurchaseOrder> {
      await db.transaction().execute(async (trx) => {
        await lockIn(trx, id, ['DRAFT', 'SENT', 'PARTIAL'], M.notCancellable);
        await trx
          .updateTable('purchaseOrders')
          .set({ status: 'CANCELLED', ...stamps.updated(actor) })
          .where('id', '=', id)
          .execute();
      });
      return one(id);
    },

    /** Refused (409) unless the order may still be sent: Borrador, Enviada, Recibida parcialmente. */
    async assertSendable(id: number) {
      await lockIn(db, id, ['DRAFT', 'SENT', 'PARTIAL'], M.notSendable);
    },

    /** Sent to the supplier (its PDF, by hand or a channel): a Borrador becomes Enviada. */
    async markSent(id: number, actor: Actor): Promise<PurchaseOrder> {
      await db.transaction().execute(async (trx) => {
        const row = await lockIn(trx, id, ['DRAFT', 'SENT', 'PARTIAL'], M.notSendable);
        const at = new Date().toISOString();
        await trx
          .updateTable('purchaseOrders')
          .set({
            status: row.status === 'DRAFT' ? 'SENT' : row.status,
            sentAt: at,
            ...stamps.updated(actor, at),
          })
          .where('id', '=', id)
          .execute();
      });
      return one(id);
    },
  };
}

export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
