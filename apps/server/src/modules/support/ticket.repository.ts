import type { Generated, Selectable } from 'kysely';
import type { TicketListQuery } from '@taller/shared';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findPage } from '../../resource';

export interface SupportTicketsTable extends AuditColumns {
  id: Generated<number>;
  clientId: number;
  orderId: number | null;
  subject: string;
  subjectKey: string;
  status: string;
  awaitingStaff: number;
  lastMessageAt: string;
}
export interface TicketMessagesTable {
  id: Generated<number>;
  ticketId: number;
  authorName: string;
  fromStaff: number;
  body: string;
  createdAt: string;
}
export type TicketRow = Selectable<SupportTicketsTable>;

declare module '../../db/schema' {
  interface Database {
    supportTickets: SupportTicketsTable;
    ticketMessages: TicketMessagesTable;
  }
}

export type TicketFilters = Omit<TicketListQuery, 'q'> & { q?: string };
type Filters = Pick<TicketFilters, 'q' | 'status' | 'clientId'>;

function filtered(db: Db, query: Filters) {
  let base = db.selectFrom('supportTickets').where('supportTickets.deletedAt', 'is', null);
  if (query.clientId) base = base.where('supportTickets.clientId', '=', query.clientId);
  if (query.status) base = base.where('supportTickets.status', '=', query.status);
  if (query.q) base = base.where('supportTickets.subjectKey', 'like', `%${query.q}%`);
  return base;
}

/** A page of tickets: those awaiting staff first, then the latest message first. */
export function findTicketPage(db: Db, query: TicketFilters) {
  const sorted = filtered(db, query)
    .selectAll('supportTickets')
    .orderBy('supportTickets.awaitingStaff', 'desc')
    .orderBy('supportTickets.lastMessageAt', 'desc')
    .orderBy('supportTickets.id', 'desc');
  return findPage(filtered(db, query), sorted, query);
}

/** Every ticket matching the inbox's filters, in its order, with client name and order number. */
export const findTicketsForExport = (db: Db, query: Filters) =>
  filtered(db, query)
    .innerJoin('clients', 'clients.id', 'supportTickets.clientId')
    .leftJoin('orders', 'orders.id', 'supportTickets.orderId')
    .selectAll('supportTickets')
    .select(['clients.name as clientName', 'orders.number as orderNumber'])
    .orderBy('supportTickets.awaitingStaff', 'desc')
    .orderBy('supportTickets.lastMessageAt', 'desc')
    .orderBy('supportTickets.id', 'desc')
    .execute();
export type TicketExportRow = Awaited<ReturnType<typeof findTicketsForExport>>[number];

export const insertTicket = async (db: Db, row: Omit<TicketRow, 'id'>) =>
  (await db.insertInto('supportTickets').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateTicket = (db: Db, id: number, changes: Partial<Omit<TicketRow, 'id'>>) =>
  db.updateTable('supportTickets').set(changes).where('id', '=', id).execute();

export const insertMessage = async (db: Db, row: Omit<Selectable<TicketMessagesTable>, 'id'>) =>
  (await db.insertInto('ticketMessages').values(row).returning('id').executeTakeFirstOrThrow()).id;

export async function findThreads(db: Db, rows: readonly TicketRow[]) {
  const ids = [0, ...rows.map((r) => r.id)];
  const clientIds = [0, ...rows.map((r) => r.clientId)];
  const orderIds = [0, ...rows.flatMap((r) => (r.orderId ? [r.orderId] : []))];
  const [messages, clients, orders] = await Promise.all([
    db
      .selectFrom('ticketMessages')
      .selectAll()
      .where('ticketId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('clients').select(['id', 'name']).where('id', 'in', clientIds).execute(),
    db.selectFrom('orders').select(['id', 'number']).where('id', 'in', orderIds).execute(),
  ]);
  const attachments = await db
    .selectFrom('media')
    .select(['id', 'entityId', 'originalName', 'fileType'])
    .where('entityType', '=', TICKET_FILE_ENTITY)
    .where('entityId', 'in', [0, ...messages.map((m) => m.id)])
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();
  return { messages, clients, orders, attachments };
}

/** A message's files: private media attached to it (decision 017). */
export const TICKET_FILE_ENTITY = 'TICKET_MESSAGE';
/** A file uploaded by an account and not yet sent with a message: only that account may send it. */
export const pendingTicketFile = (userId: number) => `TICKET_UPLOAD:${userId}`;

/** How many files the account uploaded and has not sent with a message yet. */
export async function countPendingTicketFiles(db: Db, userId: number) {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('entityType', '=', pendingTicketFile(userId))
    .where('entityId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Attaches the files an account uploaded to its new message; a file that is not that account's
 * pending upload is refused (false), so nobody can take another's upload.
 */
export async function attachTicketFiles(db: Db, userId: number, ids: number[], messageId: number) {
  if (ids.length === 0) return true;
  const result = await db
    .updateTable('media')
    .set({ entityType: TICKET_FILE_ENTITY, entityId: messageId })
    .where('id', 'in', ids)
    .where('entityType', '=', pendingTicketFile(userId))
    .where('entityId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === new Set(ids).size;
}

/** The media id of a file of the ticket's thread, or undefined. */
export const findTicketFile = (db: Db, ticketId: number, mediaId: number) =>
  db
    .selectFrom('media')
    .innerJoin('ticketMessages', 'ticketMessages.id', 'media.entityId')
    .select('media.id')
    .where('media.id', '=', mediaId)
    .where('media.entityType', '=', TICKET_FILE_ENTITY)
    .where('ticketMessages.ticketId', '=', ticketId)
    .executeTakeFirst();
