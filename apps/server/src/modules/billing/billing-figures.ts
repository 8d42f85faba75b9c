import { sql } from 'kysely';
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
 * 'Facturas' (`cents`), and of those issued up to `issuedUpTo` (a day; `upToCents`), in one pass
 * over the covering index `bills_owed` (migration 033).
 */
export async function owedOnBills(db: Db, issuedUpTo: string) {
  const owed = sql<number>`total_cents - paid_cents`;
  const row = await db
    .selectFrom('bills')
    .select((eb) => [
      eb.fn.sum<number>(owed).as('cents'),
      eb.fn
        .sum<number>(
          sql`case when issued_at <= ${`${issuedUpTo}T23:59:59.999Z`} then ${owed} else 0 end`,
        )
        .as('upToCents'),
    ])
    .where('status', '<>', 'ANNULLED')
    .executeTakeFirstOrThrow();
  return { cents: Number(row.cents ?? 0), upToCents: Number(row.upToCents ?? 0) };
}
