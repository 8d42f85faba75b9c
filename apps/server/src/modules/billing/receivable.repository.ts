import { sql, type Expression, type SqlBool } from 'kysely';
import {
  addDays,
  type Receivable,
  type ReceivableAmounts,
  type ReceivableExportQuery,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { matchesSearch } from '../../resource';

/** What is left to pay on a bill. */
const owed = sql<number>`bills.total_cents - bills.paid_cents`;

/** The sum of what is owed on the bills whose due date meets `when` (0 when none). */
const owedWhen = (when: Expression<SqlBool>) =>
  sql<number | string>`coalesce(sum(case when ${when} then ${owed} else 0 end), 0)`;

/**
 * Per client, what is owed on live bills by age on `asOf` (a 'YYYY-MM-DD' day): 'al día' (not
 * yet due), 1–30, 31–60 and more than 60 days past the due date. One SQL aggregate, grouped by
 * client; days compare as text (ISO days sort as they run).
 */
export function receivablesQuery(db: Db, query: ReceivableExportQuery, asOf: string) {
  const [d30, d60] = [addDays(asOf, -30), addDays(asOf, -60)];
  let base = db
    .selectFrom('bills')
    .innerJoin('clients', 'clients.id', 'bills.clientId')
    .where('bills.status', '!=', 'ANNULLED')
    .where(sql<boolean>`bills.total_cents > bills.paid_cents`);
  if (query.q) base = base.where(matchesSearch(query.q, 'clients.search_text'));
  return base
    .select([
      'clients.id as clientId',
      'clients.name as clientName',
      (eb) => eb.fn.countAll<number | string>().as('billCount'),
      (eb) => eb.fn.min('bills.dueDate').as('oldestDueDate'),
      owedWhen(sql`bills.due_date >= ${asOf}`).as('currentCents'),
      owedWhen(sql`bills.due_date < ${asOf} and bills.due_date >= ${d30}`).as('days1to30Cents'),
      owedWhen(sql`bills.due_date < ${d30} and bills.due_date >= ${d60}`).as('days31to60Cents'),
      owedWhen(sql`bills.due_date < ${d60}`).as('over60Cents'),
      sql<number | string>`sum(${owed})`.as('totalCents'),
    ])
    .groupBy(['clients.id', 'clients.name']);
}

type Row = Awaited<ReturnType<ReturnType<typeof receivablesQuery>['execute']>>[number];

export const receivableOf = (row: Row): Receivable => ({
  clientId: row.clientId,
  clientName: row.clientName,
  billCount: Number(row.billCount),
  oldestDueDate: String(row.oldestDueDate),
  currentCents: Number(row.currentCents),
  days1to30Cents: Number(row.days1to30Cents),
  days31to60Cents: Number(row.days31to60Cents),
  over60Cents: Number(row.over60Cents),
  totalCents: Number(row.totalCents),
});

/** The totals of every client the query matches, and how many clients owe. */
export async function receivableTotals(db: Db, query: ReceivableExportQuery, asOf: string) {
  const grouped = receivablesQuery(db, query, asOf).as('r');
  const row = await db
    .selectFrom(grouped)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('clientCount'),
      sql<number | string>`coalesce(sum(${sql.ref('r.currentCents')}), 0)`.as('currentCents'),
      sql<number | string>`coalesce(sum(${sql.ref('r.days1to30Cents')}), 0)`.as('days1to30Cents'),
      sql<number | string>`coalesce(sum(${sql.ref('r.days31to60Cents')}), 0)`.as('days31to60Cents'),
      sql<number | string>`coalesce(sum(${sql.ref('r.over60Cents')}), 0)`.as('over60Cents'),
      sql<number | string>`coalesce(sum(${sql.ref('r.totalCents')}), 0)`.as('totalCents'),
    ])
    .executeTakeFirstOrThrow();
  const amounts: ReceivableAmounts & { clientCount: number } = {
    clientCount: Number(row.clientCount),
    currentCents: Number(row.currentCents),
    days1to30Cents: Number(row.days1to30Cents),
    days31to60Cents: Number(row.days31to60Cents),
    over60Cents: Number(row.over60Cents),
    totalCents: Number(row.totalCents),
  };
  return amounts;
}
