import type { ExpressionBuilder, Generated, Selectable } from 'kysely';
import type { InstitutionExportQuery, InstitutionListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findIn, findPage, liveOrTrashMatching, nullsLast } from '../../resource';
import type { Database } from '../../db/schema';

export interface InstitutionsTable extends AuditColumns {
  /** The import that created the row (issue 38), null when typed in. */
  importId: Generated<number | null>;
  id: Generated<number>;
  name: string;
  /** textKey(name): unique among live institutions, and the sort key. */
  nameKey: string;
  type: string;
  city: string | null;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  email: string | null;
  status: string;
  searchText: string;
}

declare module '../../db/schema' {
  interface Database {
    institutions: InstitutionsTable;
  }
}

export type InstitutionRow = Selectable<InstitutionsTable> & { clientCount: number };

/** Live clients of the institution: the list's "Clientes" column. */
const clientCount = (eb: ExpressionBuilder<Database, 'institutions'>) =>
  eb
    .selectFrom('clients')
    .select((c) => c.fn.countAll<number>().as('n'))
    .whereRef('clients.institutionId', '=', 'institutions.id')
    .where('clients.deletedAt', 'is', null)
    .as('clientCount');

const withCount = (db: Db) =>
  db.selectFrom('institutions').selectAll('institutions').select(clientCount);

export const findInstitution = async (db: Db, id: number, includeDeleted = false) => {
  let query = withCount(db).where('institutions.id', '=', id);
  if (!includeDeleted) query = query.where('institutions.deletedAt', 'is', null);
  const row = await query.executeTakeFirst();
  return row && { ...row, clientCount: Number(row.clientCount) };
};

const SORT_COLUMNS = {
  name: 'nameKey',
  type: 'type',
  city: 'city',
  status: 'status',
  createdAt: 'createdAt',
} as const;

function filtered(db: Db, query: InstitutionExportQuery) {
  let base = liveOrTrashMatching(db.selectFrom('institutions'), 'institutions', query);
  if (query.type) base = base.where('institutions.type', '=', query.type);
  if (query.status) base = base.where('institutions.status', '=', query.status);
  return base;
}

function sorted(db: Db, query: InstitutionExportQuery) {
  const column = `institutions.${SORT_COLUMNS[query.sort.field]}` as const;
  return filtered(db, query)
    .selectAll('institutions')
    .select(clientCount)
    .orderBy(nullsLast(column))
    .orderBy(column, query.sort.direction)
    .orderBy('institutions.id', query.sort.direction);
}

const withNumbers = <T extends { clientCount: unknown }>(rows: T[]) =>
  rows.map((r) => ({ ...r, clientCount: Number(r.clientCount) }));

export async function findInstitutionPage(db: Db, query: InstitutionListQuery) {
  const { rows, total } = await findPage(filtered(db, query), sorted(db, query), query);
  return { rows: withNumbers(rows), total };
}

export const findInstitutionsForExport = async (db: Db, query: InstitutionExportQuery) =>
  withNumbers(await sorted(db, query).execute());

/** The clients of an institution (the clients table is the clients module's; read here, never written). */
export async function countInstitutionClients(db: Db, institutionId: number) {
  const rows = await db
    .selectFrom('clients')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('institutionId', '=', institutionId)
    .where('deletedAt', 'is', null)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { active: count('ACTIVE'), inactive: count('INACTIVE') };
}

export const findInstitutionClients = (db: Db, institutionId: number, limit: number) =>
  db
    .selectFrom('clients')
    .select(['id', 'name', 'documentNumber', 'email', 'phone', 'status'])
    .where('institutionId', '=', institutionId)
    .where('deletedAt', 'is', null)
    .orderBy('nameKey')
    .orderBy('id')
    .limit(limit)
    .execute();

// --- what orders read of an institution -------------------------------------------------------

/** The names of these institutions, deleted or not. */
export const findInstitutionNames = (db: Db, ids: readonly number[]) =>
  findIn(db, 'institutions', ['id', ids], { select: ['id', 'name'] });

/** An institution's name and whether it is in the trash. */
export const findInstitutionName = (db: Db, institutionId: number) =>
  db
    .selectFrom('institutions')
    .select(['name', 'deletedAt'])
    .where('id', '=', institutionId)
    .executeTakeFirst();
