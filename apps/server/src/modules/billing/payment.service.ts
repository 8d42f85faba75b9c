import {
  BILLING_MESSAGES as M,
  CreatePaymentFieldsSchema,
  ORDER_MESSAGES,
  eventDate,
  formatMoney,
  payableOf,
  paymentStatusLabel,
  type ApproveOverpaymentData,
  type ApprovePaymentData,
  type Page,
  type Payment,
  type PaymentExportQuery,
  type PaymentListQuery,
  type RejectPaymentData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { findPage, lockLive } from '../../resource';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pageOf } from '../../lib/envelope';
import { searchText } from '../../lib/text-key';
import { mediaRowOf } from '../media/media.service';
import { insertMedia } from '../media/media.repository';
import type { AcceptedUpload } from '../media/media-upload';
import { emitEvent } from '../notifications/outbox';
import { PAYMENT_ENTITY } from './billing.tables';
import { countApproved, recordReceived } from './payment-approval';
import { filtered, loadPayments, type PaymentView } from './payment-read';

/** The event of a proof received or decided, for staff and the order's client (decision 016). */
async function announce(
  trx: Db,
  kind: 'PAYMENT_PROOF_RECEIVED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED',
  payment: { id: number; orderId: number; amountCents: number | string | bigint },
  at: string,
  actorId: number,
) {
  const order = await trx
    .selectFrom('orders')
    .select(['number', 'clientId'])
    .where('id', '=', payment.orderId)
    .executeTakeFirstOrThrow();
  await emitEvent(trx, kind, {
    clientId: order.clientId,
    entityId: payment.id,
    actorId,
    fields: {
      orderNumber: order.number,
      amount: formatMoney(Number(payment.amountCents)),
      date: eventDate(at),
    },
  });
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
          const bill =
            input.billId === undefined
              ? undefined
              : await trx
                  .selectFrom('bills')
                  .select(['orderId', 'status', 'number', 'totalCents', 'paidCents', 'currency'])
                  .where('id', '=', input.billId)
                  .executeTakeFirst();
          if (input.billId !== undefined && (!bill || bill.orderId !== order.id)) {
            if (fromClientId !== undefined) throw notFound(M.billNotFound);
            throw badRequest('NOT_OF_RECORD', M.billNotOfOrder);
          }
          if (bill?.status === 'ANNULLED') throw conflict('STATUS_LOCKED', M.billAnnulledPayment);
          // No proof for more than is still owed (decision 021); approval checks it again.
          const payable = payableOf(
            {
              totalCents: Number(order.totalCents),
              billedCents: Number(order.billedCents),
              paidCents: Number(order.paidCents),
            },
            bill
              ? { totalCents: Number(bill.totalCents), paidCents: Number(bill.paidCents) }
              : null,
          );
          if (input.amountCents > payable) {
            throw badRequest(
              'AMOUNT_OVER_OWED',
              M.amountOverOwed(formatMoney(payable, bill?.currency)),
            );
          }
          const billNumber = bill?.number ?? null;
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
            await announce(trx, 'PAYMENT_PROOF_RECEIVED', { id: row.id, ...input }, at, actor.id);
          }
          return reload(trx, row.id, fromClientId === undefined ? 'staff' : 'client');
        });
      } catch (error) {
        await file.staged.discard();
        throw error;
      }
    },

    /**
     * Approves a pending proof: the payment counts for its order and its bill. More than is owed
     * now is a 409 (OVERPAYMENT) unless `overpayment` says why it is recorded (decision 021).
     */
    async approve(
      id: number,
      actor: Actor,
      input: ApprovePaymentData & Partial<ApproveOverpaymentData> = {},
    ): Promise<Payment> {
      return db.transaction().execute(async (trx) => {
        let row = await decide(trx, id, { status: 'APPROVED' }, actor);
        row = await recordReceived(trx, row, input);
        await countApproved(trx, row, dialect, input.reason);
        await announce(trx, 'PAYMENT_APPROVED', row, row.decidedAt!, actor.id);
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
        await announce(trx, 'PAYMENT_REJECTED', row, row.decidedAt!, actor.id);
        return reload(trx, id);
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
