import { BILL_DOCUMENT_LABELS, eventDate, formatMoney, type BillDocument } from '@taller/shared';
import type { Db } from '../../db/database';
import { findClientNames } from '../clients/client.repository';
import { emitEvent } from '../notifications/outbox';

type BillFacts = {
  id: number;
  clientId: number;
  number: string;
  totalCents: number | string | bigint;
  currency: string;
  document: string;
};

async function fieldsOf(trx: Db, bill: BillFacts, at: string) {
  const [client] = await findClientNames(trx, [bill.clientId]);
  return {
    billNumber: bill.number,
    amount: formatMoney(Number(bill.totalCents), bill.currency),
    date: eventDate(at),
    // Named as issued: a nota de venta is never announced as a factura.
    document: BILL_DOCUMENT_LABELS[bill.document as BillDocument] ?? bill.document,
    ...(client ? { clientName: client.name } : {}),
  };
}

/** A bill issued or annulled, in the transaction that did it (decision 016). */
export async function announceBill(
  trx: Db,
  kind: 'BILL_ISSUED' | 'BILL_ANNULLED',
  bill: BillFacts,
  at: string,
  /** Who did it: they are not notified of their own action. */
  actorId?: number,
) {
  await emitEvent(trx, kind, {
    clientId: bill.clientId,
    entityId: bill.id,
    actorId,
    fields: await fieldsOf(trx, bill, at),
  });
}

/**
 * SIAT rejected a factura or it went out in contingency: staff hear of it. The siat module calls
 * this inside the transaction that records the state; `message` is the SIN's answer or the cause.
 */
export async function emitSiatProblem(trx: Db, billId: number, message: string) {
  const bill = await trx
    .selectFrom('bills')
    .select(['id', 'clientId', 'number', 'totalCents', 'currency', 'document'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  // Staff only: no clientId, so neither the client's account nor their WhatsApp hears of it.
  await emitEvent(trx, 'SIAT_PROBLEM', {
    entityId: bill.id,
    fields: { ...(await fieldsOf(trx, bill, at)), subject: message },
  });
}
