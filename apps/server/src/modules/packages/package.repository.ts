import type { Generated, Selectable } from 'kysely';
import type { PackageExportQuery, PackageListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage, liveOrTrashMatching, findIn } from '../../resource';

export interface PackagesTable extends AuditColumns {
  id: Generated<number>;
  code: string;
  name: string;
  nameKey: string;
  /** JSON text of an array of strings. */
  description: string;
  priceMode: string;
  /** The fixed price; null with SUM. */
  priceCents: number | null;
  status: string;
  searchText: string;
}

export interface PackageItemsTable {
  id: Generated<number>;
  packageId: number;
  productId: number;
  quantity: number;
  position: number;
}

declare module '../../db/schema' {
  interface Database {
    packages: PackagesTable;
    packageItems: PackageItemsTable;
  }
}

export type PackageRow = Selectable<PackagesTable>;
export type PackageItemRow = Selectable<PackageItemsTable>;

export const findItemsOfPackages = (db: Db, packageIds: number[]) =>
  findIn(db, 'packageItems', ['packageId', packageIds], { orderBy: ['packageId', 'position'] });

/** Replaces a pack's items with `items`, in order. */
export async function replaceItems(
  db: Db,
  packageId: number,
  items: { productId: number; quantity: number }[],
) {
  await db.deleteFrom('packageItems').where('packageId', '=', packageId).execute();
  await db
    .insertInto('packageItems')
    .values(items.map((item, position) => ({ ...item, packageId, position })))
    .execute();
}

// The live products a pack is written with: the products module's read.
export { findLiveProductsForWrite } from '../products/product.repository';

/** The live packs holding a product: what keeps it from being deleted. */
export const findLivePackagesWithProduct = (db: Db, productId: number) =>
  db
    .selectFrom('packageItems')
    .innerJoin('packages', 'packages.id', 'packageItems.packageId')
    .select(['packages.code', 'packages.name'])
    .where('packageItems.productId', '=', productId)
    .where('packages.deletedAt', 'is', null)
    .orderBy('packages.code')
    .execute();

const SORT_COLUMNS = {
  code: 'code',
  name: 'nameKey',
  status: 'status',
  createdAt: 'createdAt',
} as const;

function filtered(db: Db, query: PackageExportQuery) {
  let base = liveOrTrashMatching(db.selectFrom('packages'), 'packages', query);
  if (query.status) base = base.where('packages.status', '=', query.status);
  return base;
}

function sorted(db: Db, query: PackageExportQuery) {
  const column = `packages.${SORT_COLUMNS[query.sort.field]}` as const;
  return (
    filtered(db, query)
      .selectAll('packages')
      // Every sort column is NOT NULL: no nulls-last term, so an index can give the order (a
      // page of 20 stops after 20 rows instead of sorting every match).
      .orderBy(column, query.sort.direction)
      .orderBy('packages.id', query.sort.direction)
  );
}

export const findPackagePage = (db: Db, query: PackageListQuery) =>
  findPage(filtered(db, query), sorted(db, query), query);

export const findPackagesForExport = (db: Db, query: PackageExportQuery) =>
  sorted(db, query).execute();

/** The code and name of these packs, deleted or not (an order's items). */
export const findPackageRefs = (db: Db, ids: readonly number[]) =>
  findIn(db, 'packages', ['id', ids], { select: ['id', 'code', 'name'] });
