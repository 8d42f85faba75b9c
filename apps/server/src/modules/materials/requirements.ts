import {
  MATERIAL_MESSAGES as M,
  fromMilli,
  orderStatusLabel,
  type ConsumeData,
  type ConsumeResult,
  type Requirements,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { groupBy, lockLive } from '../../resource';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import * as bom from './bom.repository';
import { toMaterialRef } from './material-read';
import * as materials from './material.repository';
import * as repo from './requirements.repository';
import type { OrderScope } from './requirements.repository';
import { appendMovement } from './stock';

/** Orders whose consumption may be recorded: being made, or made. */
const CONSUMABLE = ['IN_PRODUCTION', 'FINISHED'];

/** One product taken `units` times, in one size (null: the per-unit quantity), by an order's item. */
type Take = {
  productId: number;
  units: number;
  size: string | null;
  itemId: number;
  orderId: number;
};

/**
 * What the scope's orders take, product by product and size by size, and the bills of materials
 * that say how much of each material one unit takes: a product item takes its quantity; an item
 * with people takes, per person, one unit of the person's size; a pack item takes its quantity
 * times each of the pack's products' quantity, a sized product of a pack with a roster per size
 * of its people, as a product item's people.
 */
export async function takesOf(db: Db, scope: OrderScope) {
  const items = await repo.findItems(db, scope);
  const people = await repo.findPeopleSizes(db, scope);
  const packPeople = await repo.findPackPeopleSizes(db, scope);
  const packItems = await repo.findPackItems(
    db,
    items.flatMap((i) => (i.packageId === null ? [] : [i.packageId])),
  );
  const peopleOf = groupBy(people, (p) => p.orderItemId);
  const packItemsOf = groupBy(packItems, (p) => p.packageId);
  const packSizesOf = groupBy(packPeople, (p) => `${p.orderItemId}:${p.productId}`);
  const takes: Take[] = [];
  for (const item of items) {
    const take = (productId: number, units: number, size: string | null = null) =>
      takes.push({ productId, units, size, itemId: item.id, orderId: item.orderId });
    if (item.productId !== null) {
      const sized = peopleOf.get(item.id) ?? [];
      if (sized.length === 0) take(item.productId, Number(item.quantity));
      for (const group of sized) take(item.productId, Number(group.n), group.size);
    } else {
      for (const packItem of packItemsOf.get(item.packageId!) ?? []) {
        // A sized product of a pack with a roster: per size, as a product item's people.
        const sized = packSizesOf.get(`${item.id}:${packItem.productId}`) ?? [];
        const sizedPeople = sized.reduce((sum, group) => sum + Number(group.n), 0);
        for (const group of sized) {
          take(packItem.productId, Number(group.n) * Number(packItem.quantity), group.size);
        }
        const rest = Number(item.quantity) - sizedPeople;
        if (rest > 0) take(packItem.productId, rest * Number(packItem.quantity));
      }
    }
  }
  const lines = await bom.findBomLines(db, [...new Set(takes.map((t) => t.productId))]);
  const sizes = await bom.findBomSizes(
    db,
    lines.map((l) => l.id),
  );
  // Looked up once per take: grouped first, so the work grows with the rows read.
  const linesOf = groupBy(lines, (l) => l.productId);
  const sizeQuantities = new Map(
    sizes.map((s) => [`${s.productMaterialId}:${s.name}`, Number(s.quantityMilli)]),
  );
  /** What one unit of the product takes of each material in that size, in thousandths. */
  const perUnit = (productId: number, size: string | null) =>
    (linesOf.get(productId) ?? []).map((line) => ({
      materialId: line.materialId,
      milli: sizeQuantities.get(`${line.id}:${size}`) ?? Number(line.quantityMilli),
    }));
  const withoutBom = [...new Set(takes.map((t) => t.productId))].filter((id) => !linesOf.has(id));
  const codes = (await repo.findProductCodes(db, withoutBom)).map((p) => p.code).sort();
  return { takes, perUnit, productsWithoutMaterials: codes };
}

/** What the scope's orders take of each material, in thousandths, by the bills of materials. */
export async function requiredMaterials(db: Db, scope: OrderScope) {
  const { takes, perUnit, productsWithoutMaterials } = await takesOf(db, scope);
  const required = new Map<number, number>();
  for (const { productId, units, size } of takes) {
    for (const { materialId, milli } of perUnit(productId, size)) {
      required.set(materialId, (required.get(materialId) ?? 0) + units * milli);
    }
  }
  return { required, productsWithoutMaterials };
}

/** Pieces of one product in one size cut from a material, with the material each takes. */
export type CutPieces = {
  materialId: number;
  productId: number;
  size: string | null;
  pieces: number;
  milliPerPiece: number;
};

/**
 * What a cut plan cuts: per material, product and size, the pieces and the material each takes
 * by the bill of materials (the same reading as the requirements), for the plan to lay out.
 */
export async function cutPiecesOf(db: Db, scope: OrderScope) {
  const { takes, perUnit, productsWithoutMaterials } = await takesOf(db, scope);
  const pieces = new Map<string, CutPieces>();
  for (const { productId, units, size } of takes) {
    for (const { materialId, milli } of perUnit(productId, size)) {
      const key = `${materialId}:${productId}:${size ?? ''}`;
      const found = pieces.get(key);
      if (found) found.pieces += units;
      else pieces.set(key, { materialId, productId, size, pieces: units, milliPerPiece: milli });
    }
  }
  return { pieces: [...pieces.values()], productsWithoutMaterials };
}

/** Required against consumed and available, per material, ordered by code. */
export async function requirementsOf(db: Db, scope: OrderScope): Promise<Requirements> {
  const orders = await repo.findOrders(db, scope);
  const { required, productsWithoutMaterials } = await requiredMaterials(db, scope);
  const consumed = await repo.findConsumed(db, scope);
  const ids = [...new Set([...required.keys(), ...consumed.keys()])];
  const rows = (await materials.findMaterialsByIds(db, ids)).sort((a, b) =>
    a.code.localeCompare(b.code),
  );
  const lines = rows.map((row) => {
    const need = required.get(row.id) ?? 0;
    const taken = consumed.get(row.id) ?? 0;
    const pending = Math.max(0, need - taken);
    const stock = Number(row.stockMilli);
    return {
      material: toMaterialRef(row),
      required: fromMilli(need),
      consumed: fromMilli(taken),
      pending: fromMilli(pending),
      available: fromMilli(stock),
      shortfall: fromMilli(Math.max(0, pending - Math.max(0, stock))),
    };
  });
  return { orders, lines, productsWithoutMaterials };
}

export function createRequirementsService({ db, dialect }: { db: Db; dialect: Dialect }) {
  return {
    forProduction: () => requirementsOf(db, 'IN_PRODUCTION'),

    async forOrder(orderId: number): Promise<Requirements> {
      if (!(await repo.findOrderExists(db, orderId))) throw notFound(M.orderNotFound);
      return requirementsOf(db, { orderId });
    },

    /**
     * 'Registrar consumo': OUT movements for what the order still has to take (required less
     * already consumed), in one transaction under the order's lock. Run twice, the second finds
     * nothing pending and writes nothing.
     */
    async consume(orderId: number, input: ConsumeData, actor: Actor): Promise<ConsumeResult> {
      const movementIds = await db.transaction().execute(async (trx) => {
        const order = await lockLive(trx, 'orders', orderId, dialect);
        if (!order) throw notFound(M.orderNotFound);
        if (!CONSUMABLE.includes(order.status)) {
          throw conflict(
            'STATUS_LOCKED',
            M.consumeStatus(orderStatusLabel(order.status).toLowerCase()),
          );
        }
        const scope = { orderId };
        const { required } = await requiredMaterials(trx, scope);
        if (required.size === 0) throw conflict('NOTHING_REQUIRED', M.nothingRequired);
        const consumed = await repo.findConsumed(trx, scope);
        const at = new Date().toISOString();
        const reason = input.reason
          ? `Consumo del pedido ${order.number}: ${input.reason}`
          : `Consumo del pedido ${order.number}`;
        const ids: number[] = [];
        // By material id: concurrent writers lock materials in the same order.
        for (const materialId of [...required.keys()].sort((a, b) => a - b)) {
          const pending = required.get(materialId)! - (consumed.get(materialId) ?? 0);
          if (pending <= 0) continue;
          const movement = {
            materialId,
            type: 'OUT' as const,
            quantityMilli: -pending,
            orderId,
            reason,
            allowNegative: input.allowNegative,
          };
          ids.push((await appendMovement(trx, movement, actor, at)).id);
        }
        return ids;
      });
      return { movementIds, requirements: await requirementsOf(db, { orderId }) };
    },
  };
}

export type RequirementsService = ReturnType<typeof createRequirementsService>;
