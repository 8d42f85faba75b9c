import type { Order, ProductCost } from '@taller/shared';
import type { Db } from '../../db/database';
import { groupBy } from '../../resource';
import { findModelsWithLine } from '../models/model.repository';
import { findProductRefs } from '../products/product.repository';
import * as bom from './bom.repository';
import * as repo from './costing.repository';
import type { OrderScope } from './requirements.repository';
import { takesOf } from './requirements';
import { MICRO_PER_CENT, roundDiv } from './valuation';

/**
 * Cost and margin (issue 39, decision 028). A unit's material cost is Σ bill-of-materials
 * quantity (thousandths) × the material's average cost now (millionths of a boliviano), summed
 * exactly in BigInt and rounded to cents once (half away from zero) per product size, or per
 * order item; labour and overhead are whole cents per unit.
 */
const MILLI_MICRO_PER_CENT = 1000n * MICRO_PER_CENT;

type Applied = { labourCents: number; overheadCents: number };

/**
 * The labour and overhead per unit that apply to each product: its own where set, else its
 * line's default (through its model), else 0; each figure on its own.
 */
export async function appliedCosts(db: Db, productIds: number[]) {
  const ids = [...new Set(productIds)];
  const [own, refs] = await Promise.all([repo.findProductCosts(db, ids), findProductRefs(db, ids)]);
  const models = await findModelsWithLine(
    db,
    refs.flatMap((r) => (r.modelId === null ? [] : [r.modelId])),
  );
  const lineOfModel = new Map(models.map((m) => [m.id, { id: m.lineId, name: m.lineName }]));
  const lineOf = new Map(
    refs.map((r) => [r.id, r.modelId === null ? null : (lineOfModel.get(r.modelId) ?? null)]),
  );
  const lineIds = [...lineOf.values()].flatMap((l) => (l ? [l.id] : []));
  const lineCosts = new Map((await repo.findLineCosts(db, lineIds)).map((l) => [l.lineId, l]));
  const ownOf = new Map(own.map((o) => [o.productId, o]));
  const applied = new Map<number, Applied>();
  for (const id of ids) {
    const mine = ownOf.get(id);
    const line = lineOf.get(id);
    const fallback = line ? lineCosts.get(line.id) : undefined;
    applied.set(id, {
      labourCents: Number(mine?.labourCents ?? fallback?.labourCents ?? 0),
      overheadCents: Number(mine?.overheadCents ?? fallback?.overheadCents ?? 0),
    });
  }
  return { applied, ownOf, lineOf, lineCosts };
}

/** GET /api/product/{id}/cost: one unit's cost per size (the product is known to exist). */
export async function productCost(db: Db, productId: number): Promise<ProductCost> {
  const [sizes, lines] = await Promise.all([
    bom.findSizesOfProduct(db, productId),
    bom.findBomLines(db, [productId]),
  ]);
  const [bySize, averages, costs] = await Promise.all([
    bom.findBomSizes(
      db,
      lines.map((l) => l.id),
    ),
    repo.findAverageCosts(
      db,
      lines.map((l) => l.materialId),
    ),
    appliedCosts(db, [productId]),
  ]);
  const quantities = new Map(
    bySize.map((s) => [`${s.productMaterialId}:${s.productSizeId}`, Number(s.quantityMilli)]),
  );
  const { labourCents, overheadCents } = costs.applied.get(productId)!;
  const materialCents = (sizeId: number | null) =>
    Number(
      roundDiv(
        lines.reduce(
          (sum, line) =>
            sum +
            BigInt(quantities.get(`${line.id}:${sizeId}`) ?? Number(line.quantityMilli)) *
              BigInt(averages.get(line.materialId) ?? 0),
          0n,
        ),
        MILLI_MICRO_PER_CENT,
      ),
    );
  const rows = (sizes.length > 0 ? sizes : [{ id: null, name: null }]).map((size) => {
    const material = materialCents(size.id);
    return {
      sizeId: size.id,
      name: size.name,
      materialCents: material,
      unitCostCents: material + labourCents + overheadCents,
    };
  });
  const own = costs.ownOf.get(productId);
  const line = costs.lineOf.get(productId) ?? null;
  const lineCost = line ? costs.lineCosts.get(line.id) : undefined;
  const orNull = (value: number | null | undefined) => (value == null ? null : Number(value));
  return {
    productId,
    own: { labourCents: orNull(own?.labourCents), overheadCents: orNull(own?.overheadCents) },
    line: line && {
      lineId: line.id,
      name: line.name,
      labourCents: orNull(lineCost?.labourCents),
      overheadCents: orNull(lineCost?.overheadCents),
    },
    labourCents,
    overheadCents,
    hasMaterials: lines.length > 0,
    sizes: rows,
  };
}

/** One order item's expected cost, in cents. */
export type ItemCost = { itemId: number; orderId: number; costCents: number };

/**
 * The expected cost of each item of the scope's orders: what it takes by the bills of materials
 * (the requirements' reading: people by size, packs opened) at today's average costs, rounded
 * once per item, plus its units × labour and overhead. Items of products without a bill of
 * materials cost their labour and overhead only.
 */
export async function itemCosts(db: Db, scope: OrderScope): Promise<ItemCost[]> {
  const { takes, perUnit } = await takesOf(db, scope);
  const materialIds = new Set<number>();
  for (const t of takes)
    for (const line of perUnit(t.productId, t.size)) materialIds.add(line.materialId);
  const [averages, { applied }] = await Promise.all([
    repo.findAverageCosts(db, [...materialIds]),
    appliedCosts(
      db,
      takes.map((t) => t.productId),
    ),
  ]);
  const costs: ItemCost[] = [];
  for (const [itemId, item] of groupBy(takes, (t) => t.itemId)) {
    let micro = 0n;
    let perUnitCents = 0;
    for (const t of item) {
      for (const { materialId, milli } of perUnit(t.productId, t.size)) {
        micro += BigInt(t.units) * BigInt(milli) * BigInt(averages.get(materialId) ?? 0);
      }
      const { labourCents, overheadCents } = applied.get(t.productId)!;
      perUnitCents += t.units * (labourCents + overheadCents);
    }
    costs.push({
      itemId,
      orderId: item[0]!.orderId,
      costCents: Number(roundDiv(micro, MILLI_MICRO_PER_CENT)) + perUnitCents,
    });
  }
  return costs;
}

/**
 * An order as a director sees it: each item's expected cost and margin (subtotal − cost), the
 * order's (total − Σ items' costs), and its actual material cost (null before any movement).
 */
export async function withCosting(db: Db, order: Order): Promise<Order> {
  const [costs, actual] = await Promise.all([
    itemCosts(db, { orderId: order.id }),
    repo.findActualMaterialCosts(db, [order.id]),
  ]);
  const costOf = new Map(costs.map((c) => [c.itemId, c.costCents]));
  const items = order.items.map((item) => {
    const costCents = costOf.get(item.id) ?? 0;
    return { ...item, costCents, marginCents: item.subtotalCents - costCents };
  });
  const costCents = items.reduce((sum, item) => sum + item.costCents, 0);
  return {
    ...order,
    items,
    costCents,
    marginCents: order.totalCents - costCents,
    actualMaterialCostCents: actual.get(order.id) ?? null,
  };
}
