import { sql, type Generated, type Insertable, type Selectable } from 'kysely';
import { lineNameKey, type ProductExportQuery, type ProductListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import {
  matchesIndexedSearch,
  findPage,
  deleteOwnedExcept,
  findIn,
  findLiveForWrite,
} from '../../resource';
import type { Dialect } from '../../db/schema';

export interface ProductsTable extends AuditColumns {
  /** The import that created the row (issue 38), null when typed in. */
  importId: Generated<number | null>;
  id: Generated<number>;
  code: string;
  name: string;
  /** textKey(name): the sort key. */
  nameKey: string;
  kind: string;
  modelId: number | null;
  modelColorId: number | null;
  /** The size chart whose sizes the product's are (copied into product_sizes), or null. */
  sizeChartId: number | null;
  priceCents: number;
  unit: string;
  /** JSON text of an array of strings. */
  description: string;
  status: string;
  /** Code and name, normalised (text-key.ts searchText). */
  searchText: string;
  /** The SIN codes (issue 36, migration 025): activity, product-service, unit of measure. */
  siatActivityCode: string | null;
  siatProductCode: string | null;
  siatUnitCode: string | null;
}

export interface ProductSizesTable {
  id: Generated<number>;
  productId: number;
  name: string;
  minHeightCm: number;
  maxHeightCm: number;
  position: number;
}

declare module '../../db/schema' {
  interface Database {
    products: ProductsTable;
    productSizes: ProductSizesTable;
  }
}

export type ProductRow = Selectable<ProductsTable>;
export type ProductSizeRow = Selectable<ProductSizesTable>;
export type NewProductSize = Omit<Insertable<ProductSizesTable>, 'id' | 'productId'>;

/** The live products holding these codes. */
export const findLiveProductsByCode = (db: Db, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .select(['id', 'code'])
        .where('code', 'in', codes)
        .where('deletedAt', 'is', null)
        .execute();

/** The products of these ids (live or not), as packs show them. */
export const findProductsByIds = (db: Db, ids: number[]) => findIn(db, 'products', ['id', ids]);

// --- sizes -------------------------------------------------------------------------------

export const findSizesOfProducts = (db: Db, productIds: number[]) =>
  findIn(db, 'productSizes', ['productId', productIds], { orderBy: ['productId', 'position'] });

export const deleteSizesExcept = (db: Db, productId: number, keepIds: number[]) =>
  deleteOwnedExcept(db, 'productSizes', ['productId', productId], keepIds);

export const updateSize = (db: Db, productId: number, id: number, size: NewProductSize) =>
  db
    .updateTable('productSizes')
    .set(size)
    .where('id', '=', id)
    .where('productId', '=', productId)
    .execute();

export async function insertSizes(db: Db, productId: number, sizes: NewProductSize[]) {
  if (sizes.length === 0) return;
  await db
    .insertInto('productSizes')
    .values(sizes.map((size) => ({ ...size, productId })))
    .execute();
}

// What a product shows of its model: the models module's reads.
export {
  findColorsByIds,
  findLiveModelWithColors,
  findModelsWithLine,
} from '../models/model.repository';

// --- the list -----------------------------------------------------------------------------

const SORT_COLUMNS = {
  code: 'code',
  name: 'nameKey',
  kind: 'kind',
  priceCents: 'priceCents',
  status: 'status',
  createdAt: 'createdAt',
} as const;

/** `models.name_key LIKE '%term%'`, the term folded as model names are (modelNameKey). */
const modelNamePattern = (term: string) =>
  `%${lineNameKey(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, dialect: Dialect, query: ProductExportQuery) {
  let base = db
    .selectFrom('products')
    .where('products.deletedAt', query.deleted ? 'is not' : 'is', null);
  if (query.q) {
    const term = query.q;
    base = base.where((eb) =>
      eb.or([
        matchesIndexedSearch(dialect, 'products', term),
        eb(
          'products.modelId',
          'in',
          eb
            .selectFrom('models')
            .select('models.id')
            .where(
              sql<boolean>`${sql.ref('models.name_key')} like ${modelNamePattern(term)} escape '\\'`,
            ),
        ),
      ]),
    );
  }
  if (query.lineId !== undefined) {
    const lineId = query.lineId;
    base = base.where('products.modelId', 'in', (eb) =>
      eb.selectFrom('models').select('models.id').where('models.lineId', '=', lineId),
    );
  }
  if (query.modelId !== undefined) base = base.where('products.modelId', '=', query.modelId);
  if (query.kind) base = base.where('products.kind', '=', query.kind);
  if (query.status) base = base.where('products.status', '=', query.status);
  if (query.ids) base = base.where('products.id', 'in', query.ids);
  return base;
}

function sorted(db: Db, dialect: Dialect, query: ProductExportQuery) {
  const column = `products.${SORT_COLUMNS[query.sort.field]}` as const;
  return (
    filtered(db, dialect, query)
      .selectAll('products')
      // Every sort column is NOT NULL: no nulls-last term, so an index can give the order (a
      // page of 20 stops after 20 rows instead of sorting every match).
      .orderBy(column, query.sort.direction)
      .orderBy('products.id', query.sort.direction)
  );
}

export const findProductPage = (db: Db, dialect: Dialect, query: ProductListQuery) =>
  findPage(filtered(db, dialect, query), sorted(db, dialect, query), query);

export const findProductsForExport = (db: Db, dialect: Dialect, query: ProductExportQuery) =>
  sorted(db, dialect, query).execute();

/** The live products among `ids`, share-locked on PostgreSQL while a pack is written. */
export const findLiveProductsForWrite = (db: Db, ids: number[], dialect: Dialect) =>
  findLiveForWrite(db, dialect, 'products', ids, ['id', 'code']);

/** The code, name and model of these products, deleted or not (an order's items). */
export const findProductRefs = (db: Db, ids: readonly number[]) =>
  findIn(db, 'products', ['id', ids], { select: ['id', 'code', 'name', 'modelId'] });

/** The size ranges of these products, in each product's order. */
export const findSizeRanges = (db: Db, productIds: readonly number[]) =>
  findIn(db, 'productSizes', ['productId', productIds], {
    select: ['productId', 'name', 'minHeightCm', 'maxHeightCm'],
    orderBy: ['productId', 'position'],
  });
