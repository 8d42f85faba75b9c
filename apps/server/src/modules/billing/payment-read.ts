import type { Payment, PaymentExportQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import { matchesSearch } from '../../resource';
import * as stamps from '../../lib/audit-stamps';
import type { PaymentRow } from './billing.tables';

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
export async function loadPayments(
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
      excessCents: Number(row.excessCents),
      overpaymentReason: row.overpaymentReason,
      declaredCents: row.declaredCents === null ? null : Number(row.declaredCents),
      approvalNote: row.approvalNote,
      ...stamps.shown(row),
    };
  });
}

/** The list's filters; `clientId` (the client area's own view) keeps only that client's orders. */
export function filtered(db: Db, query: PaymentExportQuery & { clientId?: number }) {
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

/** A client's proofs that wait for staff's decision, on their live orders. */
export async function countPendingProofs(db: Db, clientId: number) {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orders.clientId', '=', clientId)
    .where('orders.deletedAt', 'is', null)
    .where('payments.status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
