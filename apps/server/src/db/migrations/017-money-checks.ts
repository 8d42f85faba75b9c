import { sql, type Kysely } from 'kysely';
import type { Migration } from './types';

type Rule = {
  /** The constraint's name on PostgreSQL; SQLite's triggers are `<name>_insert`, `_update`. */
  name: string;
  table: string;
  /** The columns the rule reads: an update of any other column does not check it. */
  columns: string[];
  /** What every row must satisfy (NULL passes, as in a CHECK), its columns read from `row`. */
  check: (row: string) => string;
};

/**
 * What the code promises about money and stock, held by the database too (issue 32), as a
 * backstop behind the services' own refusals (a violation answers 409 CONSTRAINT, never a 500):
 * an order's billed, paid and credit are never negative; a payment's excess (decision 021) lies
 * between 0 and its amount; a bill's paid lies between 0 and its total (an
 * overpayment is not counted on the bill); a movement leaves the stock below zero only when it
 * says so (`allowed_negative`, set when a reason allowed it).
 *
 * Left out on purpose: billed ≤ total on an order. The code bills more than the total when the
 * prices exclude tax (the tax is added on top, at the rate of the billing settings when each bill
 * is issued) and when a pending order's total is lowered after it was billed (what is owed is
 * then max(total, billed) − paid); no column of the order states either, so no check can tell
 * them from an error. Neither is a material's stock checked itself: it may be below zero after a
 * movement that allowed it, which the movement's row records (checked here), not the material's.
 *
 * PostgreSQL: CHECK constraints, added NOT VALID and then validated, so that rows written before
 * (an overpaid bill from before issue 32) keep the server starting: the constraint then guards
 * every new write only, as SQLite's triggers do. SQLite cannot add a CHECK to a table: BEFORE
 * INSERT and UPDATE triggers refuse the same rows with RAISE(ABORT).
 */
const RULES: Rule[] = [
  {
    name: 'orders_billed_not_negative',
    table: 'orders',
    columns: ['billed_cents'],
    check: (row) => `${row}billed_cents >= 0`,
  },
  {
    name: 'orders_paid_not_negative',
    table: 'orders',
    columns: ['paid_cents'],
    check: (row) => `${row}paid_cents >= 0`,
  },
  {
    name: 'orders_credit_not_negative',
    table: 'orders',
    columns: ['credit_cents'],
    check: (row) => `${row}credit_cents >= 0`,
  },
  {
    name: 'payments_excess_within_amount',
    table: 'payments',
    columns: ['excess_cents', 'amount_cents'],
    check: (row) => `${row}excess_cents >= 0 and ${row}excess_cents <= ${row}amount_cents`,
  },
  {
    name: 'bills_paid_within_total',
    table: 'bills',
    columns: ['paid_cents', 'total_cents'],
    check: (row) => `${row}paid_cents >= 0 and ${row}paid_cents <= ${row}total_cents`,
  },
  {
    name: 'stock_movements_negative_allowed',
    table: 'stock_movements',
    columns: ['balance_after_milli', 'allowed_negative'],
    check: (row) => `${row}balance_after_milli >= 0 or ${row}allowed_negative = 1`,
  },
];

// Migrations see the schema as it was when they were written, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function addCheck(db: AnyDb, rule: Rule) {
  const name = sql.id(rule.name);
  await sql`alter table ${sql.table(rule.table)} add constraint ${name} check (${sql.raw(rule.check(''))}) not valid`.execute(
    db,
  );
  await sql`savepoint validate_check`.execute(db);
  try {
    await sql`alter table ${sql.table(rule.table)} validate constraint ${name}`.execute(db);
    await sql`release savepoint validate_check`.execute(db);
  } catch (error) {
    // 23514: a row written before breaks it; the constraint still holds for every new write.
    if ((error as { code?: string }).code !== '23514') throw error;
    await sql`rollback to savepoint validate_check`.execute(db);
  }
}

async function addTriggers(db: AnyDb, rule: Rule) {
  // Raw names: SQLite keeps each statement's text as written (sqlite_master).
  const table = sql.raw(rule.table);
  const broken = sql.raw(`not (${rule.check('new.')})`);
  const refuse = sql.raw(`select raise(abort, 'CHECK constraint failed: ${rule.name}');`);
  await sql`create trigger ${sql.raw(`${rule.name}_insert`)} before insert on ${table} when ${broken} begin ${refuse} end`.execute(
    db,
  );
  const columns = sql.raw(rule.columns.join(', '));
  await sql`create trigger ${sql.raw(`${rule.name}_update`)} before update of ${columns} on ${table} when ${broken} begin ${refuse} end`.execute(
    db,
  );
}

export const m017MoneyChecks: Migration = {
  version: 17,
  name: 'money-checks',
  async up(db, dialect) {
    for (const rule of RULES) {
      if (dialect === 'postgres') await addCheck(db, rule);
      else await addTriggers(db, rule);
    }
  },
};
