import {
  BILLING_MESSAGES as M,
  CreatePaymentFieldsSchema,
  MONEY_MAX_CENTS,
  ORDER_MESSAGES,
  eventDate,
  formatMoney,
  billStatusOf,
  paymentStatusLabel,
  type Page,
  type Payment,
  type PaymentExportQuery,
  type PaymentListQuery,
  type RejectPaymentData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { findPage, matchesSearch } from '../../db/list';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { lockLive } from '../../lib/soft-delete';
import { searchText } from '../../lib/text-key';
import { mediaRowOf } from '../media/media.service';
import { insertMedia } from '../media/media.repository';
import type { AcceptedUpload } from '../media/media-upload';
import { emitEvent } from '../notifications/outbox';
import { addToOrder } from './bill.repository';
import { PAYMENT_ENTITY, type PaymentRow } from './billing.tables';

/**
 * Who reads payments: staff (the proof file through /api/payment/{id}/file, possible duplicates
 * across clients) or the client they belong to (their own file call, no other client's orders).
 */
export type PaymentView = 'staff' | 'client';
const FILE_PATH: Record<PaymentView, string> = {
  staff: '/api/payment',
  client: '/api/client-area/payments',
};

/** Payments as the API answers them: order, client, bill, file and possible duplicates. */
async function loadPayments(
  db: Db,
  rows: readonly PaymentRow[],
  view: PaymentView = 'staff',
): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const billIds = [...new Set(rows.flatMap((r) => (r.billId === null ? [] : [r.billId])))];
  const [orders, bills, files, twins] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('clients', 'clients.id', 'orders.clientId')
      .select(['orders.id', 'orders.number', 'clients.name as clientName'])
      .where('orders.id', 'in', orderIds)
      .execute(),
    billIds.length === 0
      ? []
      : db.selectFrom('bills').select(['id', 'number']).where('id', 'in', billIds).execute(),
    db
      .selectFrom('media')
      .select(['id', 'fileType', 'originalName'])
      .where(
        'id',
        'in',
        rows.map((r) => r.mediaId),
      )
      .execute(),
    db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['payments.id', 'payments.fileSha256', 'orders.number as orderNumber'])
      .where('payments.fileSha256', 'in', [...new Set(rows.map((r) => r.fileSha256))])
      .orderBy('payments.id')
      .execute(),
  ]);
  const orderMap = new Map(orders.map((o) => [o.id, o]));
  const billMap = new Map(bills.map((b) => [b.id, b]));
  const fileMap = new Map(files.map((f) => [f.id, f]));
  return rows.map((row) => {
    const order = orderMap.get(row.orderId)!;
    const file = fileMap.get(row.mediaId)!;
    return {
      id: row.id,
      orderId: row.orderId,
      order: { id: order.id, number: order.number, clientName: order.clientName },
      billId: row.billId,
      bill:
        row.billId === null ? null : { id: row.billId, number: billMap.get(row.billId)!.number },
      amountCents: Number(row.amountCents),
      paidAt: row.paidAt,
      method: row.method,
      reference: row.reference,
      status: row.status,
      // Proofs are private media: served only through a session-checked call (decision 017).
      file: {
        url: `${FILE_PATH[view]}/${row.id}/file`,
        fileType: file.fileType,
        originalName: file.originalName,
      },
      duplicates:
        view === 'client'
          ? []
          : twins
              .filter((t) => t.fileSha256 === row.fileSha256 && t.id !== row.id)
              .map((t) => ({ id: t.id, orderNumber: t.orderNumber })),
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt,
      rejectReason: row.rejectReason,
      ...stamps.shown(row),
    };
  });
}

/** The filters; `clientId` (the client area's own view) keeps only that client's orders. */
/** The event of a proof received or decided, for staff and the order's client (decision 016). */
async function announce(
  trx: Db,
  kind: 'PAYMENT_PROOF_RECEIVED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED',
  payment: { id: number; orderId: number; amountCents: number | string | bigint },
  at: string,
) {
  const order = await trx
    .selectFrom('orders')
    .select(['number', 'clientId'])
    .where('id', '=', payment.orderId)
    .executeTakeFirstOrThrow();
  await emitEvent(trx, kind, {
    clientId: order.clientId,
    entityId: payment.id,
    fields: {
      orderNumber: order.number,
      amount: formatMoney(Number(payment.amountCents)),
      date: eventDate(at),
    },
  });
}

function filtered(db: Db, query: PaymentExportQuery & { clientId?: number }) {
  let base = db.selectFrom('payments');
  if (query.clientId !== undefined) {
    const clientId = query.clientId;
    base = base.where('payments.orderId', 'in', (eb) =>
      eb.selectFrom('orders').select('orders.id').where('orders.clientId', '=', clientId),
    );
  }
  if (query.q) base = base.where(matchesSearch(query.q, 'payments.search_text'));
  if (query.status) base = base.where('payments.status', '=', query.status);
  if (query.method) base = base.where('payments.method', '=', query.method);
  if (query.orderId) base = base.where('payments.orderId', '=', query.orderId);
  if (query.from) base = base.where('payments.paidAt', '>=', query.from);
  if (query.to) base = base.where('payments.paidAt', '<=', query.to);
  return base;
}

export function createPaymentService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const reload = async (trx: Db, id: number, view: PaymentView = 'staff') =>
    (
      await loadPayments(
        trx,
        [(await trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst())!],
        view,
      )
    )[0]!;

  /** Marks a pending proof decided; a proof already decided (or deciding) is a 409. */
  async function decide(
    trx: Db,
    id: number,
    changes: { status: 'APPROVED' | 'REJECTED'; rejectReason?: string },
    actor: Actor,
  ) {
    const at = new Date().toISOString();
    const result = await trx
      .updateTable('payments')
      .set({ ...changes, decidedBy: actor.name, decidedAt: at, ...stamps.updated(actor, at) })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx
        .selectFrom('payments')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(M.paymentNotFound);
      throw conflict('ALREADY_DECIDED', M.alreadyDecided(paymentStatusLabel(row.status)));
    }
    return (await trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst())!;
  }

  return {
    async list(
      query: PaymentListQuery & { clientId?: number },
      view: PaymentView = 'staff',
    ): Promise<Page<Payment>> {
      const { rows, total } = await findPage(
        filtered(db, query),
        filtered(db, query)
          .selectAll('payments')
          .orderBy(`payments.${query.sort.field}`, query.sort.direction)
          .orderBy('payments.id', query.sort.direction),
        query,
      );
      return pageOf(await loadPayments(db, rows, view), total, query);
    },

    /** Every proof the filters match, oldest first, for the CSV export. */
    export: async (query: PaymentExportQuery) =>
      loadPayments(
        db,
        await filtered(db, query)
          .selectAll('payments')
          .orderBy(`payments.${query.sort.field}`, query.sort.direction)
          .orderBy('payments.id', query.sort.direction)
          .execute(),
      ),

    /** The media id of a proof's file; with `clientId`, only if the proof is that client's. */
    async fileOf(id: number, clientId?: number): Promise<number> {
      const row = await filtered(db, {
        q: undefined,
        sort: { field: 'createdAt', direction: 'asc' },
        ...(clientId === undefined ? {} : { clientId }),
      })
        .select('payments.mediaId')
        .where('payments.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(M.paymentNotFound);
      return row.mediaId;
    },

    /**
     * Records a proof (PENDING) with its file; the file is made visible only if the row is saved.
     * `fromClientId`: a client sends it from the client area — the order (and bill) must be theirs
     * (404 otherwise, as a missing one) and staff hear of it.
     */
    async create(
      rawFields: Record<string, string>,
      file: AcceptedUpload,
      actor: Actor,
      fromClientId?: number,
    ): Promise<Payment> {
      try {
        const parsed = CreatePaymentFieldsSchema.safeParse(rawFields);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((i) => ({
            field: i.path.join('.'),
            message: i.message,
          }));
          throw badRequest('VALIDATION', errors[0]!.message, { errors });
        }
        const input = parsed.data;
        return await db.transaction().execute(async (trx) => {
          const order = await lockLive(trx, 'orders', input.orderId, dialect);
          if (fromClientId !== undefined && order?.clientId !== fromClientId) {
            throw notFound(ORDER_MESSAGES.notFound);
          }
          if (!order) throw badRequest('UNAVAILABLE', M.orderUnavailable);
          let billNumber: string | null = null;
          if (input.billId !== undefined) {
            const bill = await trx
              .selectFrom('bills')
              .select(['orderId', 'status', 'number'])
              .where('id', '=', input.billId)
              .executeTakeFirst();
            if (!bill || bill.orderId !== order.id) {
              if (fromClientId !== undefined) throw notFound(M.billNotFound);
              throw badRequest('NOT_OF_RECORD', M.billNotOfOrder);
            }
            if (bill.status === 'ANNULLED') throw conflict('STATUS_LOCKED', M.billAnnulledPayment);
            billNumber = bill.number;
          }
          const client = await trx
            .selectFrom('clients')
            .select('name')
            .where('id', '=', order.clientId)
            .executeTakeFirstOrThrow();
          const at = new Date().toISOString();
          await file.staged.commit(file.storageKey);
          const [media] = await insertMedia(trx, [
            mediaRowOf(file, {
              entityType: PAYMENT_ENTITY,
              displayOrder: 1,
              createdBy: actor.name,
              createdAt: at,
            }),
          ]);
          const row = await trx
            .insertInto('payments')
            .values({
              orderId: order.id,
              billId: input.billId ?? null,
              amountCents: input.amountCents,
              paidAt: input.paidAt,
              method: input.method,
              reference: input.reference ?? null,
              status: 'PENDING',
              mediaId: media!.id,
              fileSha256: file.sha256,
              decidedBy: null,
              decidedAt: null,
              rejectReason: null,
              searchText: searchText({
                texts: [order.number, client.name, billNumber, input.reference],
                phones: [order.number, input.reference],
              }),
              ...stamps.created(actor, at),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('media')
            .set({ entityId: row.id })
            .where('id', '=', media!.id)
            .execute();
          if (fromClientId !== undefined) {
            await announce(trx, 'PAYMENT_PROOF_RECEIVED', { id: row.id, ...input }, at);
          }
          return reload(trx, row.id, fromClientId === undefined ? 'staff' : 'client');
        });
      } catch (error) {
        await file.staged.discard();
        throw error;
      }
    },

    /** Approves a pending proof: the payment counts for its order and its bill. */
    async approve(id: number, actor: Actor): Promise<Payment> {
      return db.transaction().execute(async (trx) => {
        const row = await decide(trx, id, { status: 'APPROVED' }, actor);
        await announce(trx, 'PAYMENT_APPROVED', row, row.decidedAt!);
        const amount = Number(row.amountCents);
        if (!(await addToOrder(trx, row.orderId, 'paidCents', amount)))
          throw badRequest('INVALID_INPUT', M.paidTooLarge(formatMoney(MONEY_MAX_CENTS)));
        if (row.billId !== null) {
          await trx
            .updateTable('bills')
            .set((eb) => ({ paidCents: eb('paidCents', '+', amount) }))
            .where('id', '=', row.billId)
            .execute();
          const bill = (await trx
            .selectFrom('bills')
            .select(['status', 'totalCents', 'paidCents'])
            .where('id', '=', row.billId)
            .executeTakeFirst())!;
          if (bill.status !== 'ANNULLED') {
            await trx
              .updateTable('bills')
              .set({ status: billStatusOf(Number(bill.totalCents), Number(bill.paidCents)) })
              .where('id', '=', row.billId)
              .execute();
          }
        }
        return reload(trx, id);
      });
    },

    async reject(id: number, input: RejectPaymentData, actor: Actor): Promise<Payment> {
      return db.transaction().execute(async (trx) => {
        const row = await decide(
          trx,
          id,
          { status: 'REJECTED', rejectReason: input.reason },
          actor,
        );
        await announce(trx, 'PAYMENT_REJECTED', row, row.decidedAt!);
        return reload(trx, id);
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
