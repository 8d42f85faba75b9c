import {
  BILLING_MESSAGES as M,
  MONEY_MAX_CENTS,
  billStatusOf,
  formatMoney,
  payableOf,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import { addToOrder } from './bill.repository';
import type { PaymentRow } from './billing.tables';

/**
 * The bill (if any) and the order an approval pays, locked on PostgreSQL until the transaction
 * ends, in the order annulling a bill takes them (bill, then order): two approvals of one bill or
 * order see each other's amounts, whatever their timing. The locks are FOR NO KEY UPDATE (only
 * amounts change): a proof being sent for the same order holds a KEY SHARE lock on both rows for
 * its foreign keys, which FOR UPDATE waited on while the proof waited on the bill - a deadlock
 * PostgreSQL broke by failing the approval with a 500 (seen under the crash-safety test).
 */
async function lockTargets(trx: Db, row: PaymentRow, dialect: Dialect) {
  const lock = dialect === 'postgres';
  const billQuery = trx
    .selectFrom('bills')
    .select(['status', 'totalCents', 'paidCents', 'currency'])
    .where('id', '=', row.billId ?? -1);
  const bill =
    row.billId === null
      ? null
      : await (lock ? billQuery.forNoKeyUpdate() : billQuery).executeTakeFirstOrThrow();
  const orderQuery = trx
    .selectFrom('orders')
    .select(['totalCents', 'billedCents', 'paidCents'])
    .where('id', '=', row.orderId);
  const order = await (lock ? orderQuery.forNoKeyUpdate() : orderQuery).executeTakeFirstOrThrow();
  return {
    bill: bill && {
      status: bill.status,
      currency: bill.currency,
      totalCents: Number(bill.totalCents),
      paidCents: Number(bill.paidCents),
    },
    order: {
      totalCents: Number(order.totalCents),
      billedCents: Number(order.billedCents),
      paidCents: Number(order.paidCents),
    },
  };
}

/**
 * Staff's note, and the amount actually received when it differs from the declared one: that
 * amount is what counts from now on (`amountCents`); the declared one stays in `declaredCents`.
 */
export async function recordReceived(
  trx: Db,
  row: PaymentRow,
  input: { note?: string; receivedCents?: number },
): Promise<PaymentRow> {
  const declared = Number(row.amountCents);
  const differs = input.receivedCents !== undefined && input.receivedCents !== declared;
  if (!differs && input.note === undefined) return row;
  const changes = {
    approvalNote: input.note ?? null,
    ...(differs ? { amountCents: input.receivedCents!, declaredCents: declared } : {}),
  };
  await trx.updateTable('payments').set(changes).where('id', '=', row.id).execute();
  return { ...row, ...changes };
}

/** addToOrder, refused with a 400 when the sum would pass MONEY_MAX_CENTS. */
async function addOrRefuse(
  trx: Db,
  orderId: number,
  column: 'paidCents' | 'creditCents',
  cents: number,
) {
  if (!(await addToOrder(trx, orderId, column, cents)))
    throw badRequest('INVALID_INPUT', M.paidTooLarge(formatMoney(MONEY_MAX_CENTS)));
}

/**
 * Counts an approved payment for its bill and order (decision 021): what is owed is checked
 * again under the locks, and an amount beyond it is refused (409 OVERPAYMENT) unless staff gave
 * `overpaymentReason`; then the part beyond is kept on the payment and as the order's credit,
 * never added to what the bill or the order was paid. Answers that excess.
 */
export async function countApproved(
  trx: Db,
  row: PaymentRow,
  dialect: Dialect,
  overpaymentReason?: string,
): Promise<number> {
  const { bill, order } = await lockTargets(trx, row, dialect);
  const amount = Number(row.amountCents);
  const payable = payableOf(order, bill);
  const applied = Math.min(amount, payable);
  const excess = amount - applied;
  if (excess > 0) {
    if (overpaymentReason === undefined) {
      const money = (cents: number) => formatMoney(cents, bill?.currency);
      throw new AppError(409, 'OVERPAYMENT', M.overpayment(money(payable), money(excess)), {
        owedCents: payable,
        excessCents: excess,
      });
    }
    await trx
      .updateTable('payments')
      .set({ excessCents: excess, overpaymentReason })
      .where('id', '=', row.id)
      .execute();
    await addOrRefuse(trx, row.orderId, 'creditCents', excess);
  }
  if (applied > 0) await addOrRefuse(trx, row.orderId, 'paidCents', applied);
  if (bill !== null && row.billId !== null) {
    const paid = bill.paidCents + applied;
    await trx
      .updateTable('bills')
      .set({
        paidCents: paid,
        status: bill.status === 'ANNULLED' ? 'ANNULLED' : billStatusOf(bill.totalCents, paid),
      })
      .where('id', '=', row.billId)
      .execute();
  }
  return excess;
}
