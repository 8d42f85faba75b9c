import { sql, type Generated, type Selectable } from 'kysely';
import type { ClientExportQuery, ClientListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { matchesIndexedSearch, nullsLast, offsetOf } from '../../db/list';
import type { Dialect } from '../../db/schema';

export interface ClientsTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  /** textKey(name): the sort key. */
  nameKey: string;
  documentNumber: string;
  /** documentKey(documentNumber): unique among live clients. */
  documentKey: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  address: string | null;
  institutionId: number | null;
  notes: string | null;
  status: string;
  /** The client's sign-in account (role CLIENTE), if any. */
  userId: number | null;
  searchText: string;
  /** Consent to WhatsApp messages (0/1) and when it was given (issue 22). */
  whatsappOptIn: Generated<number>;
  whatsappConsentAt: Generated<string | null>;
}

declare module '../../db/schema' {
  interface Database {
    clients: ClientsTable;
  }
}

export type ClientTableRow = Selectable<ClientsTable>;

/** Clients with their institution's name and their live account, as the API shows them. */
const withRelations = (db: Db) =>
  db
    .selectFrom('clients')
    .leftJoin('institutions', 'institutions.id', 'clients.institutionId')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'clients.userId').on('users.deletedAt', 'is', null),
    )
    .selectAll('clients')
    .select([
      'institutions.name as institutionName',
      'users.id as accountId',
      'users.email as accountEmail',
      'users.status as accountStatus',
      'users.lastLoginAt as accountLastLoginAt',
      sql<boolean | number>`users.password_hash is not null`.as('accountHasPassword'),
    ]);

export type ClientRow = Awaited<
  ReturnType<ReturnType<typeof withRelations>['executeTakeFirstOrThrow']>
>;

export const findClient = (db: Db, id: number, includeDeleted = false) => {
  let query = withRelations(db).where('clients.id', '=', id);
  if (!includeDeleted) query = query.where('clients.deletedAt', 'is', null);
  return query.executeTakeFirst();
};

/** The client (live or in the trash) whose sign-in account this user is, if any. */
export const findClientByUserId = (db: Db, userId: number) =>
  db.selectFrom('clients').selectAll().where('userId', '=', userId).executeTakeFirst();

const SORT_COLUMNS = {
  name: 'nameKey',
  documentNumber: 'documentKey',
  city: 'city',
  status: 'status',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
} as const;

function filtered(db: Db, dialect: Dialect, query: ClientExportQuery) {
  let base = db
    .selectFrom('clients')
    .where('clients.deletedAt', query.deleted ? 'is not' : 'is', null);
  if (query.q) base = base.where(matchesIndexedSearch(dialect, 'clients', query.q));
  if (query.status) base = base.where('clients.status', '=', query.status);
  if (query.institutionId) base = base.where('clients.institutionId', '=', query.institutionId);
  return base;
}

/** The page's rows: ids first (index-only where possible), then their relations. */
async function sortedIds(
  db: Db,
  dialect: Dialect,
  query: ClientExportQuery,
  page?: { limit: number; offset: number },
) {
  const column = `clients.${SORT_COLUMNS[query.sort.field]}` as const;
  let ordered = filtered(db, dialect, query).select('clients.id');
  // Only city may be empty: ordering by "is null" elsewhere would stop the index serving the sort.
  if (query.sort.field === 'city') ordered = ordered.orderBy(nullsLast(column));
  ordered = ordered
    .orderBy(column, query.sort.direction)
    .orderBy('clients.id', query.sort.direction);
  if (page) ordered = ordered.limit(page.limit).offset(page.offset);
  return (await ordered.execute()).map((r) => r.id);
}

async function rowsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await withRelations(db).where('clients.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function findClientPage(db: Db, dialect: Dialect, query: ClientListQuery) {
  const { total } = await filtered(db, dialect, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const ids = await sortedIds(db, dialect, query, {
    limit: query.pageSize,
    offset: offsetOf(query.page, query.pageSize),
  });
  return { rows: await rowsInOrder(db, ids), total: Number(total) };
}

/** Every matching client, in the list's order, for the CSV export. */
export async function findClientsForExport(db: Db, dialect: Dialect, query: ClientExportQuery) {
  const column = `clients.${SORT_COLUMNS[query.sort.field]}` as const;
  let ordered = withRelations(db).where('clients.deletedAt', query.deleted ? 'is not' : 'is', null);
  if (query.q) ordered = ordered.where(matchesIndexedSearch(dialect, 'clients', query.q));
  if (query.status) ordered = ordered.where('clients.status', '=', query.status);
  if (query.institutionId)
    ordered = ordered.where('clients.institutionId', '=', query.institutionId);
  return ordered
    .orderBy(nullsLast(column))
    .orderBy(column, query.sort.direction)
    .orderBy('clients.id', query.sort.direction)
    .execute();
}

/** Live clients of an institution, by status. */
