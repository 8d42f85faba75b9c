import type { ExpressionBuilder, Generated, Selectable } from 'kysely';
import type { SupplierExportQuery, SupplierListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findPage, liveOrTrashMatching } from '../../resource';

/** 'Proveedores' (issue 39, migration 035). */
export interface SuppliersTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  /** textKey(name): unique among live suppliers, and the sort key. */
  nameKey: string;
  taxId: string | null;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  sells: string | null;
  paymentTerms: string | null;
  status: string;
  searchText: string;
}

declare module '../../db/schema' {
  interface Database {
    suppliers: SuppliersTable;
  }
}

export type SupplierRow = Selectable<SuppliersTable> & { materialCount: number };

/** Live materials bought from the supplier: the list's "Materiales" column. */
const materialCount = (eb: ExpressionBuilder<Database, 'suppliers'>) =>
  eb
    .selectFrom('materials')
    .select((m) => m.fn.countAll<number>().as('n'))
    .whereRef('materials.supplierId', '=', 'suppliers.id')
    .where('materials.deletedAt', 'is', null)
    .as('materialCount');

const withNumbers = <T extends { materialCount: unknown }>(rows: T[]) =>
  rows.map((r) => ({ ...r, materialCount: Number(r.materialCount) }));

export async function findSupplier(db: Db, id: number, includeDeleted = false) {
  let query = db
    .selectFrom('suppliers')
    .selectAll('suppliers')
    .select(materialCount)
    .where('suppliers.id', '=', id);
  if (!includeDeleted) query = query.where('suppliers.deletedAt', 'is', null);
  const row = await query.executeTakeFirst();
  return row && withNumbers([row])[0]!;
}

const SORT_COLUMNS = { name: 'nameKey', status: 'status', createdAt: 'createdAt' } as const;

function filtered(db: Db, query: SupplierExportQuery) {
  let base = liveOrTrashMatching(db.selectFrom('suppliers'), 'suppliers', query);
  if (query.status) base = base.where('suppliers.status', '=', query.status);
  return base;
}

function sorted(db: Db, query: SupplierExportQuery) {
  const column = `suppliers.${SORT_COLUMNS[query.sort.field]}` as const;
  return filtered(db, query)
    .selectAll('suppliers')
    .select(materialCount)
    .orderBy(column, query.sort.direction)
    .orderBy('suppliers.id', query.sort.direction);
}

export async function findSupplierPage(db: Db, query: SupplierListQuery) {
  const { rows, total } = await findPage(filtered(db, query), sorted(db, query), query);
  return { rows: withNumbers(rows), total };
}

export const findSuppliersForExport = async (db: Db, query: SupplierExportQuery) =>
  withNumbers(await sorted(db, query).execute());

/** The live supplier of this name key (a material's supplier given by name). */
export const findLiveSupplierByKey = (db: Db, nameKey: string) =>
  db
    .selectFrom('suppliers')
    .select(['id', 'name'])
    .where('nameKey', '=', nameKey)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** The codes of the live materials bought from the supplier (a delete is refused while any). */
export const findLiveMaterialCodesOf = (db: Db, supplierId: number) =>
  db
    .selectFrom('materials')
    .select('code')
    .where('supplierId', '=', supplierId)
    .where('deletedAt', 'is', null)
    .orderBy('code')
    .execute();

/** A supplier's materials (live or not): their name, search text and supplier name follow it. */
export const findMaterialsOf = (db: Db, supplierId: number) =>
  db
    .selectFrom('materials')
    .select(['id', 'code', 'name', 'location'])
    .where('supplierId', '=', supplierId)
    .execute();
