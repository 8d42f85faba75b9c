import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { findIn } from '../../resource';

/** Labour and overhead per unit made (cents; null: not set), the default of a line or a product's own. */
export interface CostSettingsColumns {
  labourCents: number | null;
  overheadCents: number | null;
  updatedBy: string | null;
  updatedAt: string;
}
export interface LineCostsTable extends CostSettingsColumns {
  lineId: number;
}
export interface ProductCostsTable extends CostSettingsColumns {
  productId: number;
}

declare module '../../db/schema' {
  interface Database {
    lineCosts: LineCostsTable;
    productCosts: ProductCostsTable;
  }
}

export const findLineCosts = (db: Db, lineIds: number[]) =>
  findIn(db, 'lineCosts', ['lineId', lineIds]);

export const findProductCosts = (db: Db, productIds: number[]) =>
  findIn(db, 'productCosts', ['productId', productIds]);

type Settings = { labourCents: number | null; overheadCents: number | null };
type Stamp = { updatedBy: string; updatedAt: string };

/** Writes a line's defaults (one statement, the same on both databases). */
export const saveLineCost = (db: Db, lineId: number, values: Settings & Stamp) =>
  db
    .insertInto('lineCosts')
    .values({ lineId, ...values })
    .onConflict((oc) => oc.column('lineId').doUpdateSet(values))
    .execute();

export const saveProductCost = (db: Db, productId: number, values: Settings & Stamp) =>
  db
    .insertInto('productCosts')
    .values({ productId, ...values })
    .onConflict((oc) => oc.column('productId').doUpdateSet(values))
    .execute();

/** The materials' average unit costs now (millionths of a boliviano), by id. */
export async function findAverageCosts(db: Db, materialIds: number[]) {
  const rows = await findIn(db, 'materials', ['id', [...new Set(materialIds)]], {
    select: ['id', 'avgCostMicro'],
  });
  return new Map(rows.map((r) => [r.id, Number(r.avgCostMicro)]));
}

/**
 * What the movements linked to each order are worth (decision 026: an exit's value is negative,
 * its reversal's positive), negated: the orders' actual material cost. An order with no linked
 * movement is absent.
 */
export async function findActualMaterialCosts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('stockMovements')
    .select(['orderId', sql<number>`sum(value_cents)`.as('total')])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
  return new Map(rows.map((r) => [r.orderId!, -Number(r.total)]));
}
