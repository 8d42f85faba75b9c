import { sql, type Generated, type Selectable } from 'kysely';
import type { MaterialExportQuery, MaterialListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage, liveOrTrashMatching, matchesSearch, findIn } from '../../resource';
import type { Dialect } from '../../db/schema';

export interface MaterialsTable extends AuditColumns {
  /** The import that created the row (issue 38), null when typed in. */
  importId: Generated<number | null>;
  id: Generated<number>;
  code: string;
  name: string;
  /** textKey(name): the sort key. */
  nameKey: string;
  unit: string;
  color: string | null;
  supplier: string | null;
  /** textKey(supplier): the supplier filter matches it. */
  supplierKey: string | null;
  /** Migration 035: the supplier record (its name is kept in `supplier`), and how many units one
   * purchase comes in, in thousandths (null: any quantity). */
  supplierId: Generated<number | null>;
  purchaseUnitMilli: Generated<number | null>;
  minStockMilli: number;
  location: string | null;
  status: string;
  /** The sum of the material's movements, written only with a movement (stock.ts). */
  stockMilli: Generated<number>;
  /** Code, name, supplier and location, normalised. */
  searchText: string;
  /** Migration 034: the stock's value at average cost, and that average (valuation.ts). */
  valueCents: Generated<number>;
  avgCostMicro: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    materials: MaterialsTable;
  }
}

export type MaterialRow = Selectable<MaterialsTable>;

export const findMaterialsByIds = (db: Db, ids: number[]) => findIn(db, 'materials', ['id', ids]);

/** Live materials of these ids, locked on PostgreSQL until the transaction ends (by id, so two
 * transactions locking several take them in the same order). */
export const lockLiveMaterials = (db: Db, ids: number[], dialect: Dialect) => {
  if (ids.length === 0) return Promise.resolve([] as MaterialRow[]);
  const query = db
    .selectFrom('materials')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('deletedAt', 'is', null)
    .orderBy('id');
  return (dialect === 'postgres' ? query.forUpdate() : query).execute();
};

/**
 * Adds `delta` to a live material's stock in one statement, unless the result would pass below
 * `floor` (null: no floor) or above `ceiling`. On PostgreSQL a concurrent change of the same row
 * waits for this one to commit and then evaluates its condition on the new stock, so two OUT
 * movements can never together pass below zero. Returns the new stock (with the minimum and
 * the name), or undefined.
 */
export async function addToStock(
  db: Db,
  id: number,
  delta: number,
  floor: number | null,
  ceiling: number,
) {
  let query = db
    .updateTable('materials')
    .set({ stockMilli: sql`stock_milli + ${delta}` })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .where(sql<boolean>`stock_milli + ${delta} <= ${ceiling}`);
  if (floor !== null) query = query.where(sql<boolean>`stock_milli + ${delta} >= ${floor}`);
  const row = await query
    .returning(['stockMilli', 'minStockMilli', 'name', 'valueCents', 'avgCostMicro'])
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      stockMilli: Number(row.stockMilli),
      minStockMilli: Number(row.minStockMilli),
      valueCents: Number(row.valueCents),
      avgCostMicro: Number(row.avgCostMicro),
    }
  );
}

/** Keeps the material's value and average cost after a movement (stock.ts). */
export const setValuation = (
  db: Db,
  id: number,
  valuation: { valueCents: number; avgCostMicro: number },
) => db.updateTable('materials').set(valuation).where('id', '=', id).execute();

/** Which of these live materials a live product's bill of materials uses (codes). */
export const findProductsUsingMaterial = (db: Db, materialId: number) =>
  db
    .selectFrom('productMaterials')
    .innerJoin('products', 'products.id', 'productMaterials.productId')
    .select(['products.code', 'products.name'])
    .where('productMaterials.materialId', '=', materialId)
    .where('products.deletedAt', 'is', null)
    .orderBy('products.code')
    .execute();

const SORT_COLUMNS = {
  code: 'code',
  name: 'nameKey',
  stock: 'stockMilli',
  status: 'status',
  createdAt: 'createdAt',
} as const;

/** Below its minimum: the low-stock badge and filter. */
export const isLowStock = (row: Pick<MaterialRow, 'stockMilli' | 'minStockMilli'>) =>
  Number(row.stockMilli) < Number(row.minStockMilli);

function filtered(db: Db, query: MaterialExportQuery) {
  let base = liveOrTrashMatching(db.selectFrom('materials'), 'materials', query);
  if (query.supplier) base = base.where(matchesSearch(query.supplier, 'materials.supplier_key'));
  if (query.status) base = base.where('materials.status', '=', query.status);
  if (query.ids) base = base.where('materials.id', 'in', query.ids);
  if (query.lowStock)
    base = base.where(sql<boolean>`materials.stock_milli < materials.min_stock_milli`);
  return base;
}

function sorted(db: Db, query: MaterialExportQuery) {
  const column = `materials.${SORT_COLUMNS[query.sort.field]}` as const;
  return filtered(db, query)
    .selectAll('materials')
    .orderBy(column, query.sort.direction)
    .orderBy('materials.id', query.sort.direction);
}

export const findMaterialPage = (db: Db, query: MaterialListQuery) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findMaterialsForExport = (db: Db, query: MaterialExportQuery) =>
  sorted(db, query).execute();
