import type { ExpressionBuilder, Insertable } from 'kysely';
import { MONEY_MAX_CENTS, type BillExportQuery, type BillListQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import { matchesSearch, offsetOf, takeNext } from '../../resource';
import type { Database } from '../../db/schema';
import type { BillLinesTable, BillsTable } from './billing.tables';

/** The next number of `series`, inside the issuing transaction (see takeNext). */
export const takeNextBillNumber = (db: Db, series: string) =>
  takeNext(db, 'billCounters', ['series', series]);

export const insertBill = (db: Db, values: Insertable<BillsTable>) =>
  db.insertInto('bills').values(values).returningAll().executeTakeFirstOrThrow();

export const insertBillLines = (db: Db, lines: Insertable<BillLinesTable>[]) =>
  lines.length === 0 ? Promise.resolve() : db.insertInto('billLines').values(lines).execute();

export const findBillRow = (db: Db, id: number) =>
  db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Adds `cents` (negative to take away) to what an order has billed, been paid or holds in credit, unless a sum
 * that grows would pass MONEY_MAX_CENTS; answers whether it did. One conditional update: two
 * approvals at once cannot pass the maximum together.
 */
export async function addToOrder(
  db: Db,
  orderId: number,
  column: 'billedCents' | 'paidCents' | 'creditCents',
  cents: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ [column]: eb(column, '+', cents) }))
    .where('id', '=', orderId)
    .$if(cents > 0, (q) => q.where((eb) => eb(eb(column, '+', cents), '<=', MONEY_MAX_CENTS)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const SORT_COLUMNS = {
  number: ['series', 'sequence'],
  issuedAt: ['issuedAt'],
  totalCents: ['totalCents'],
  client: ['clientKey'],
} as const;

/** The list's filters; `clientId` (the client area's own view) keeps only that client's bills. */
type BillFilters = BillExportQuery & { clientId?: number };

function filtered(db: Db, query: BillFilters) {
  let base = db.selectFrom('bills');
  if (query.clientId !== undefined) base = base.where('bills.clientId', '=', query.clientId);
  if (query.q) base = base.where(matchesSearch(query.q, 'bills.search_text'));
  if (query.status) base = base.where('bills.status', '=', query.status);
  if (query.document) base = base.where('bills.document', '=', query.document);
  if (query.orderId) base = base.where('bills.orderId', '=', query.orderId);
  // Issue dates are UTC ISO strings: a day is everything from its start to the next day's.
  if (query.from) base = base.where('bills.issuedAt', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) base = base.where('bills.issuedAt', '<=', `${query.to}T23:59:59.999Z`);
  return base;
}

function sorted(db: Db, query: BillFilters) {
  let q = filtered(db, query).selectAll('bills');
  for (const column of SORT_COLUMNS[query.sort.field])
    q = q.orderBy(`bills.${column}`, query.sort.direction);
  return q.orderBy('bills.id', query.sort.direction);
}

/** The sum of a column over the bills; annulled bills are listed but count for nothing. */
const sumUnlessAnnulled = (
  eb: ExpressionBuilder<Database, 'bills'>,
  column: 'bills.totalCents' | 'bills.paidCents',
) =>
  eb.fn.sum<number>(
    eb.case().when('bills.status', '=', 'ANNULLED').then(0).else(eb.ref(column)).end(),
  );

export async function findBillPage(db: Db, query: BillListQuery & { clientId?: number }) {
  const totals = await filtered(db, query)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      sumUnlessAnnulled(eb, 'bills.totalCents').as('totalCents'),
      sumUnlessAnnulled(eb, 'bills.paidCents').as('paidCents'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await sorted(db, query)
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize))
    .execute();
  return {
    rows,
    totals: {
      count: Number(totals.count),
      totalCents: Number(totals.totalCents ?? 0),
      paidCents: Number(totals.paidCents ?? 0),
    },
  };
}

export const findBillsForExport = (db: Db, query: BillExportQuery) => sorted(db, query).execute();
