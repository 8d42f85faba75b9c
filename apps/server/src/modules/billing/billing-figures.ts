import type { Db } from '../../db/database';
import './billing.tables';

/**
 * 'Inicio' (issue 38): the billing figures, each an aggregate matching the list it links to.
 * Payments waiting: as 'Verificación de pagos' filtered by status PENDING.
 */
export async function pendingProofs(db: Db, oldest: number) {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'orderId', 'amountCents', 'createdAt'])
    .where('status', '=', 'PENDING')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(oldest)
    .execute();
  return { count: Number(row.count), oldest: rows };
}

/**
 * What clients owe on their bills: total less paid of every bill not annulled, as the totals of
 * 'Facturas'; with `issuedUpTo` (a day), only the bills issued up to that day.
 */
export async function owedOnBills(db: Db, issuedUpTo?: string) {
  let query = db
    .selectFrom('bills')
    .select((eb) => eb.fn.sum<number>(eb('totalCents', '-', eb.ref('paidCents'))).as('cents'))
    .where('status', '<>', 'ANNULLED');
  if (issuedUpTo) query = query.where('issuedAt', '<=', `${issuedUpTo}T23:59:59.999Z`);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}
