import {
  TICKET_MESSAGES as M,
  type CreateTicketData,
  type Page,
  type Ticket,
  type TicketAttachment,
  type TicketExportQuery,
  type TicketReplyData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as stamps from '../../lib/audit-stamps';
import { pageOf } from '../../lib/envelope';
import { findLiveById } from '../../resource';
import { textKey } from '../../lib/text-key';
import { mediaRowOf } from '../media/media.service';
import { insertMedia } from '../media/media.repository';
import type { AcceptedUpload } from '../media/media-upload';
import { emitEvent } from '../notifications/outbox';
import { findLiveOrderOfClient } from '../orders/order-lookups';
import * as repo from './ticket.repository';

/** Whose ticket a call may touch: one client's (the client area), or any (staff). */
export type TicketScope = { clientId: number } | { staff: true };

export type TicketService = ReturnType<typeof createTicketService>;

/** Support tickets (issue 20): a client asks, staff answer; the thread is only appended to. */
export function createTicketService({ db }: { db: Db }) {
  async function load(rows: readonly repo.TicketRow[]): Promise<Ticket[]> {
    const { messages, clients, orders, attachments } = await repo.findThreads(db, rows);
    return rows.map((row) => {
      const client = clients.find((c) => c.id === row.clientId);
      const order = orders.find((o) => o.id === row.orderId);
      return {
        id: row.id,
        clientId: row.clientId,
        client: { id: row.clientId, name: client?.name ?? '' },
        orderId: row.orderId,
        order: order ? { id: order.id, number: order.number } : null,
        subject: row.subject,
        status: row.status,
        awaitingStaff: Boolean(row.awaitingStaff),
        lastMessageAt: row.lastMessageAt,
        messages: messages
          .filter((m) => m.ticketId === row.id)
          .map((m) => ({
            id: m.id,
            authorName: m.authorName,
            fromStaff: Boolean(m.fromStaff),
            body: m.body,
            createdAt: m.createdAt,
            attachments: attachments
              .filter((a) => a.entityId === m.id)
              .map((a) => ({ id: a.id, originalName: a.originalName, fileType: a.fileType })),
          })),
        ...stamps.shown(row),
      };
    });
  }

  /** The ticket in scope; another client's answers 404 exactly as a missing one. */
  async function find(scope: TicketScope, id: number) {
    const row = await findLiveById(db, 'supportTickets', id);
    if (!row || ('clientId' in scope && row.clientId !== scope.clientId))
      throw notFound(M.notFound);
    return row;
  }
  async function attach(trx: Db, actor: Actor, ids: number[] | undefined, messageId: number) {
    if (!(await repo.attachTicketFiles(trx, actor.id, ids ?? [], messageId))) {
      throw badRequest('UNAVAILABLE', M.attachmentUnknown);
    }
  }
  const one = async (id: number) =>
    (await load([(await findLiveById(db, 'supportTickets', id))!]))[0]!;

  return {
    async list(query: repo.TicketFilters): Promise<Page<Ticket>> {
      const { rows, total } = await repo.findTicketPage(db, {
        ...query,
        ...(query.q ? { q: textKey(query.q) } : {}),
      });
      return pageOf(await load(rows), total, query);
    },

    export: (query: TicketExportQuery) =>
      repo.findTicketsForExport(db, { ...query, ...(query.q ? { q: textKey(query.q) } : {}) }),

    get: async (scope: TicketScope, id: number) => (await load([await find(scope, id)]))[0]!,

    async create(clientId: number, input: CreateTicketData, actor: Actor): Promise<Ticket> {
      return db
        .transaction()
        .execute(async (trx) => {
          if (input.orderId) {
            const order = await findLiveOrderOfClient(trx, input.orderId, clientId);
            // Another client's order answers as a missing one: 404.
            if (!order) throw notFound(M.orderUnavailable);
          }
          const at = new Date().toISOString();
          const id = await repo.insertTicket(trx, {
            clientId,
            orderId: input.orderId ?? null,
            subject: input.subject,
            subjectKey: textKey(input.subject),
            status: 'OPEN',
            awaitingStaff: 1,
            lastMessageAt: at,
            ...stamps.created(actor, at),
          });
          const messageId = await repo.insertMessage(trx, {
            ticketId: id,
            authorName: actor.name,
            fromStaff: 0,
            body: input.message,
            createdAt: at,
          });
          await attach(trx, actor, input.attachmentIds, messageId);
          await emitEvent(trx, 'SUPPORT_TICKET', {
            clientId,
            entityId: id,
            actorId: actor.id,
            fields: { subject: input.subject },
          });
          return id;
        })
        .then(one);
    },

    /** A message in the thread: the client's reopens the question, staff's answers it. */
    async reply(scope: TicketScope, id: number, input: TicketReplyData, actor: Actor) {
      const row = await find(scope, id);
      if (row.status === 'CLOSED') throw conflict('STATUS_LOCKED', M.isClosed);
      const fromStaff = 'staff' in scope;
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const messageId = await repo.insertMessage(trx, {
          ticketId: id,
          authorName: actor.name,
          fromStaff: fromStaff ? 1 : 0,
          body: input.message,
          createdAt: at,
        });
        await attach(trx, actor, input.attachmentIds, messageId);
        // Staff's answer reaches the client; the client's word reaches staff's bell.
        await emitEvent(trx, fromStaff ? 'SUPPORT_REPLY' : 'SUPPORT_TICKET', {
          clientId: row.clientId,
          entityId: id,
          actorId: actor.id,
          fields: { subject: row.subject },
        });
        await repo.updateTicket(trx, id, {
          status: fromStaff ? 'ANSWERED' : 'OPEN',
          awaitingStaff: fromStaff ? 0 : 1,
          lastMessageAt: at,
          ...stamps.updated(actor, at),
        });
      });
      return one(id);
    },

    async close(scope: TicketScope, id: number, actor: Actor) {
      const row = await find(scope, id);
      if (row.status === 'CLOSED') throw conflict('STATUS_LOCKED', M.alreadyClosed);
      await repo.updateTicket(db, id, {
        status: 'CLOSED',
        awaitingStaff: 0,
        ...stamps.updated(actor),
      });
      return one(id);
    },

    /** The media id of a file of a ticket in scope (404 for anything else). */
    async fileOf(scope: TicketScope, id: number, fileId: number): Promise<number> {
      await find(scope, id);
      const file = await repo.findTicketFile(db, id, fileId);
      if (!file) throw notFound(M.attachmentNotFound);
      return file.id;
    },

    /** Stores an uploaded file as the account's pending attachment, for its next message. */
    async upload(file: AcceptedUpload, actor: Actor): Promise<TicketAttachment> {
      try {
        const at = new Date().toISOString();
        await file.staged.commit(file.storageKey);
        const [row] = await insertMedia(db, [
          mediaRowOf(file, {
            entityType: repo.pendingTicketFile(actor.id),
            displayOrder: 1,
            createdBy: actor.name,
            createdAt: at,
          }),
        ]);
        return { id: row!.id, originalName: row!.originalName, fileType: row!.fileType };
      } catch (error) {
        await file.staged.discard();
        throw error;
      }
    },

    async reopen(id: number, actor: Actor) {
      const row = await find({ staff: true }, id);
      if (row.status !== 'CLOSED') throw conflict('STATUS_LOCKED', M.notClosed);
      await repo.updateTicket(db, id, {
        status: 'OPEN',
        awaitingStaff: 1,
        ...stamps.updated(actor),
      });
      return one(id);
    },
  };
}
