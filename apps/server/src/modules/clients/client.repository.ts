import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Generated,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { ClientExportQuery, ClientListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findIn, findPage, matchesIndexedSearch, nullsLast } from '../../resource';
import type { Database, Dialect } from '../../db/schema';

export interface ClientsTable extends AuditColumns {
  /** The import that created the row (issue 38), null when typed in. */
  importId: Generated<number | null>;
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
  /** The exact text the client agreed to in their area; null when staff recorded it. */
  whatsappConsentText: Generated<string | null>;
  /** 'Pausar recordatorios de pago' (0/1, issue 37): no payment reminder goes to the client. */
  remindersPaused: Generated<number>;
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

/** The list's filters as one condition: the page's ids and the export's rows match it. */
const matching =
  (dialect: Dialect, query: ClientExportQuery) => (eb: ExpressionBuilder<Database, 'clients'>) => {
    const conditions: Expression<SqlBool>[] = [
      eb('clients.deletedAt', query.deleted ? 'is not' : 'is', null),
    ];
    if (query.q) conditions.push(matchesIndexedSearch(dialect, 'clients', query.q));
    if (query.status) conditions.push(eb('clients.status', '=', query.status));
    if (query.ids) conditions.push(eb('clients.id', 'in', query.ids));
    if (query.institutionId) {
      conditions.push(eb('clients.institutionId', '=', query.institutionId));
    }
    return eb.and(conditions);
  };

const filtered = (db: Db, dialect: Dialect, query: ClientExportQuery) =>
  db.selectFrom('clients').where(matching(dialect, query));

/** The page's ids in the list's order (index-only where possible); their relations come after. */
function sortedIds(db: Db, dialect: Dialect, query: ClientExportQuery) {
  const column = `clients.${SORT_COLUMNS[query.sort.field]}` as const;
  let ordered = filtered(db, dialect, query).select('clients.id');
  // Only city may be empty: ordering by "is null" elsewhere would stop the index serving the sort.
  if (query.sort.field === 'city') ordered = ordered.orderBy(nullsLast(column));
  return ordered.orderBy(column, query.sort.direction).orderBy('clients.id', query.sort.direction);
}

async function rowsInOrder(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await withRelations(db).where('clients.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function findClientPage(db: Db, dialect: Dialect, query: ClientListQuery) {
  const page = await findPage(filtered(db, dialect, query), sortedIds(db, dialect, query), query);
  const ids = page.rows.map((r) => r.id);
  return { rows: await rowsInOrder(db, ids), total: page.total };
}

/** Every matching client, in the list's order, for the CSV export. */
export function findClientsForExport(db: Db, dialect: Dialect, query: ClientExportQuery) {
  const column = `clients.${SORT_COLUMNS[query.sort.field]}` as const;
  return withRelations(db)
    .where(matching(dialect, query))
    .orderBy(nullsLast(column))
    .orderBy(column, query.sort.direction)
    .orderBy('clients.id', query.sort.direction)
    .execute();
}

/** Live clients of an institution, by status. */

// --- what other modules read and write of a client (notifications, WhatsApp) ---------------

/** A client's name, deleted or not: an event's texts name its client. */
export const findClientName = (db: Db, clientId: number) =>
  db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();

/** The client's own account, when it is live and active: who hears of the client's events. */
export const findActiveAccountOfClient = (db: Db, clientId: number) =>
  db
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.userId')
    .select('users.id')
    .where('clients.id', '=', clientId)
    .where('users.deletedAt', 'is', null)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();

/** A live client's WhatsApp contact: name, phone and consent. */
export const findWhatsAppContact = (db: Db, clientId: number) =>
  db
    .selectFrom('clients')
    .select(['id', 'name', 'phone', 'whatsappOptIn', 'whatsappConsentAt', 'whatsappConsentText'])
    .where('id', '=', clientId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** The live client with this phone number (`+` and digits), if any. */
export const findLiveClientByPhone = (db: Db, phone: string) =>
  db
    .selectFrom('clients')
    .select('id')
    .where('phone', '=', phone)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/**
 * Records a live client's WhatsApp consent (given now, with the text they agreed to when they
 * gave it themselves) or its withdrawal.
 */
export const setWhatsAppConsent = (db: Db, clientId: number, optIn: boolean, text?: string) =>
  db
    .updateTable('clients')
    .set({
      whatsappOptIn: optIn ? 1 : 0,
      whatsappConsentAt: optIn ? new Date().toISOString() : null,
      whatsappConsentText: optIn ? (text ?? null) : null,
    })
    .where('id', '=', clientId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

// --- what orders and billing read of a client -------------------------------------------------

/** The names of these clients, deleted or not. */
export const findClientNames = (db: Db, ids: readonly number[]) =>
  findIn(db, 'clients', ['id', ids], { select: ['id', 'name'] });

/** A live client and its institution, as an order takes them. */
export const findLiveClientParty = (db: Db, clientId: number) =>
  db
    .selectFrom('clients')
    .select(['id', 'name', 'institutionId'])
    .where('id', '=', clientId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** What payment reminders need of these clients: name, email and whether they are paused. */
export const findReminderContacts = (db: Db, ids: readonly number[]) =>
  findIn(db, 'clients', ['id', ids], { select: ['id', 'name', 'email', 'remindersPaused'] });
