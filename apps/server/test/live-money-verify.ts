import { billStatusOf, formatBillNumber, formatOrderNumber } from '@taller/shared';
import type { Db } from '../src/db/database';
import type { MoneyLedger } from './live-money-ledger';

/**
 * Checks a database against the money writers' ledger after a crash and a restart: bill and
 * order numbers without gaps or repeats, every order's and bill's paid and billed equal to
 * their payments and bills, every stock equal to its ledger, every acknowledged write there as
 * it was answered, and nothing stored that was never sent. Each problem is one line.
 */

/** What the setup made before the writers started (their writes are counted apart). */
export type SetupCounts = { bills: number; orders: number; movements: number };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const byKey = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** Sequences 1..n each once; `label(n)` is the number the row must carry. */
function gapless<T>(
  what: string,
  rows: T[],
  seq: (r: T) => number,
  label: (r: T) => [string, string],
) {
  const problems: string[] = [];
  const sorted = rows.map(seq).sort((a, b) => a - b);
  const expected = Array.from({ length: rows.length }, (_, i) => i + 1);
  if (JSON.stringify(sorted) !== JSON.stringify(expected)) {
    problems.push(`${what} numbers are not 1..${rows.length} once each: ${sorted.join(',')}`);
  }
  for (const row of rows) {
    const [stored, due] = label(row);
    if (stored !== due) problems.push(`${what} ${stored} should be numbered ${due}`);
  }
  return problems;
}

/** A burst's writes stored: at least those acknowledged, at most those sent. */
function within(what: string, stored: number, acked: number, sent: number) {
  return stored < acked || stored > sent
    ? [`${stored} ${what} stored, ${acked} acknowledged and ${sent} sent`]
    : [];
}

export async function billProblems(db: Db, ledger: MoneyLedger, setup: SetupCounts) {
  const problems: string[] = [];
  const bills = await db.selectFrom('bills').selectAll().execute();
  const counters = await db.selectFrom('billCounters').selectAll().execute();
  for (const [series, rows] of byKey(bills, (b) => b.series)) {
    problems.push(
      ...gapless(
        `bill ${series}`,
        rows,
        (b) => Number(b.sequence),
        (b) => [b.number, formatBillNumber(series, Number(b.sequence))],
      ),
    );
    const counter = counters.find((c) => c.series === series);
    if (Number(counter?.lastNumber) !== rows.length)
      problems.push(`bill counter ${series} is at ${counter?.lastNumber}, ${rows.length} issued`);
  }
  const stored = new Map(bills.map((b) => [b.id, b]));
  for (const sent of ledger.bills.filter((b) => b.ackedAt)) {
    const row = stored.get(sent.id!);
    if (!row) {
      problems.push(`acknowledged bill ${sent.number} is missing`);
      continue;
    }
    if (row.number !== sent.number || row.orderId !== sent.orderId)
      problems.push(`bill ${sent.id} was answered ${sent.number}, is ${row.number}`);
    if (Number(row.totalCents) !== sent.amountCents)
      problems.push(`bill ${sent.number} totals ${row.totalCents}, not ${sent.amountCents}`);
    if (sent.annul?.ackedAt && row.status !== 'ANNULLED')
      problems.push(`bill ${sent.number}: acknowledged annulment lost`);
    if (!sent.annul && row.status === 'ANNULLED') problems.push(`bill ${sent.number} annulled`);
  }
  const acked = ledger.bills.filter((b) => b.ackedAt).length;
  problems.push(...within('bills', bills.length - setup.bills, acked, ledger.bills.length));
  return problems;
}

export async function paymentProblems(db: Db, ledger: MoneyLedger) {
  const problems: string[] = [];
  const payments = await db.selectFrom('payments').selectAll().execute();
  const approved = payments.filter((p) => p.status === 'APPROVED');
  const paidTo = (key: (p: (typeof payments)[number]) => number | null, id: number) =>
    sum(approved.filter((p) => key(p) === id).map((p) => Number(p.amountCents)));
  const bills = await db.selectFrom('bills').selectAll().execute();
  for (const bill of bills) {
    const paid = paidTo((p) => p.billId, bill.id);
    if (Number(bill.paidCents) !== paid)
      problems.push(`bill ${bill.number}: paid ${bill.paidCents}, approved proofs ${paid}`);
    const status =
      bill.status === 'ANNULLED' ? 'ANNULLED' : billStatusOf(Number(bill.totalCents), paid);
    if (bill.status !== status)
      problems.push(`bill ${bill.number} is ${bill.status}, not ${status}`);
  }
  const orders = await db.selectFrom('orders').selectAll().execute();
  for (const order of orders) {
    const paid = paidTo((p) => p.orderId, order.id);
    if (Number(order.paidCents) !== paid)
      problems.push(`order ${order.number}: paid ${order.paidCents}, approved proofs ${paid}`);
    const billed = sum(
      bills
        .filter((b) => b.orderId === order.id && b.status !== 'ANNULLED')
        .map((b) => Number(b.totalCents)),
    );
    if (Number(order.billedCents) !== billed)
      problems.push(`order ${order.number}: billed ${order.billedCents}, its bills ${billed}`);
  }
  const stored = new Map(payments.map((p) => [p.id, p]));
  for (const sent of ledger.payments.filter((p) => p.ackedAt)) {
    const row = stored.get(sent.id!);
    if (!row) {
      problems.push(`acknowledged proof ${sent.id} is missing`);
      continue;
    }
    if (Number(row.amountCents) !== sent.amountCents || row.billId !== sent.billId)
      problems.push(`proof ${sent.id} is ${JSON.stringify(row)}, not as sent`);
    const due = sent.approve?.ackedAt
      ? ['APPROVED']
      : sent.approve
        ? ['APPROVED', 'PENDING']
        : ['PENDING'];
    if (!due.includes(row.status)) problems.push(`proof ${sent.id} is ${row.status}, not ${due}`);
  }
  const acked = ledger.payments.filter((p) => p.ackedAt).length;
  problems.push(...within('proofs', payments.length, acked, ledger.payments.length));
  return problems;
}

export async function orderProblems(db: Db, ledger: MoneyLedger, setup: SetupCounts) {
  const problems: string[] = [];
  const orders = await db.selectFrom('orders').select(['id', 'number']).execute();
  const counters = await db.selectFrom('orderCounters').selectAll().execute();
  const year = (number: string) => Number(number.split('-')[1]);
  for (const [y, rows] of byKey(orders, (o) => year(o.number))) {
    problems.push(
      ...gapless(
        `order ${y}`,
        rows,
        (o) => Number(o.number.split('-')[2]),
        (o) => [o.number, formatOrderNumber(y, Number(o.number.split('-')[2]))],
      ),
    );
    const counter = counters.find((c) => Number(c.year) === y);
    if (Number(counter?.lastNumber) !== rows.length)
      problems.push(`order counter ${y} is at ${counter?.lastNumber}, ${rows.length} created`);
  }
  const stored = new Map(orders.map((o) => [o.id, o]));
  for (const sent of ledger.orders.filter((o) => o.ackedAt)) {
    if (stored.get(sent.id!)?.number !== sent.number)
      problems.push(`acknowledged order ${sent.number} is missing or renumbered`);
  }
  const acked = ledger.orders.filter((o) => o.ackedAt).length;
  problems.push(...within('orders', orders.length - setup.orders, acked, ledger.orders.length));
  return problems;
}

export async function stockProblems(db: Db, ledger: MoneyLedger, setup: SetupCounts) {
  const problems: string[] = [];
  const movements = await db.selectFrom('stockMovements').selectAll().orderBy('id').execute();
  const materials = await db.selectFrom('materials').select(['id', 'code', 'stockMilli']).execute();
  const ledgers = byKey(movements, (m) => m.materialId);
  for (const material of materials) {
    let balance = 0;
    for (const m of ledgers.get(material.id) ?? []) {
      balance += Number(m.quantityMilli);
      if (Number(m.balanceAfterMilli) !== balance)
        problems.push(
          `${material.code}: movement ${m.id} left ${m.balanceAfterMilli}, ledger ${balance}`,
        );
      if (balance < 0 && !m.allowedNegative)
        problems.push(`${material.code}: below zero at ${m.id}`);
    }
    if (Number(material.stockMilli) !== balance)
      problems.push(`${material.code}: stock ${material.stockMilli}, its ledger sums ${balance}`);
  }
  const stored = new Map(movements.map((m) => [m.id, m]));
  for (const sent of ledger.movements) {
    const row = stored.get(sent.id);
    if (
      !row ||
      row.materialId !== sent.materialId ||
      Number(row.quantityMilli) !== sent.quantityMilli
    )
      problems.push(`acknowledged movement ${JSON.stringify(sent)} is ${JSON.stringify(row)}`);
  }
  // A count that matched writes no movement: the acknowledged ones are a floor, not an exact count.
  problems.push(
    ...within(
      'movements',
      movements.length - setup.movements,
      ledger.movements.length,
      ledger.movementsSent,
    ),
  );
  return problems;
}
