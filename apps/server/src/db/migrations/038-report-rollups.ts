import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../schema';
import { addIndex } from './helpers';
import type { Migration } from './types';

/** A row the trigger reads: SQLite's NEW/OLD, or PostgreSQL's transition table of the statement. */
type Rows = { col: (name: string) => string; from: string };

/**
 * 'Reportes' from daily roll-ups (issue 40, decision 029). Each `report_*` table holds, per day
 * ('YYYY-MM-DD', UTC) and per line and institution, the figures the reports sum: a period is a
 * sum over its days' rows. `line_id` and `institution_id` 0 stand for "any": an order counts
 * once under (0, 0), once under each line it has an item of, and under its institution, so
 * that a filtered report reads its own rows. Units, sizes and consumption keep the product's
 * own line instead, as the reports filter them.
 *
 * Triggers keep `report_dirty`, in the transaction of every write to a source, with the days
 * that write can change ('*': all of them, after a change to the catalogue's lines); the reports
 * rebuild those days before they answer (modules/reports/report-rollup.ts), so no report shows
 * a figure older than its sources' commit. The migration marks every day: the first report
 * builds the roll-ups.
 */
export const m038ReportRollups: Migration = {
  version: 38,
  name: 'report-rollups',
  async up(db, dialect) {
    const id = (c: CreateTableBuilder<string, never>) =>
      dialect === 'postgres'
        ? c.addColumn('id', 'bigserial', (col) => col.primaryKey())
        : c.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    await id(db.schema.createTable('report_dirty'))
      .addColumn('day', 'text', (c) => c.notNull())
      .execute();
    await addIndex(db, 'report_dirty_day', 'report_dirty', ['day']);

    const scoped = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('line_id', 'integer', (c) => c.notNull())
        .addColumn('institution_id', 'integer', (c) => c.notNull());
    const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
    // Orders received per status; what they total and still owe (not cancelled).
    await scoped('report_received')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('orders', 'bigint', notNull)
      .addColumn('amount_cents', 'bigint', notNull)
      .addColumn('owed_cents', 'bigint', notNull)
      .execute();
    // Orders received (not cancelled) per client.
    await scoped('report_clients')
      .addColumn('client_id', 'integer', (c) => c.notNull())
      .addColumn('orders', 'bigint', notNull)
      .addColumn('amount_cents', 'bigint', notNull)
      .execute();
    // Orders delivered (their move to DELIVERED) and those by their promised date.
    await scoped('report_delivered')
      .addColumn('delivered', 'bigint', notNull)
      .addColumn('on_time', 'bigint', notNull)
      .execute();
    // Money billed (bills issued, not annulled) and collected (approved payments, their date).
    await scoped('report_money')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('cents', 'bigint', notNull)
      .execute();
    // Materials consumed (exits less their reversals), in thousandths.
    await scoped('report_consumption')
      .addColumn('material_id', 'integer', (c) => c.notNull())
      .addColumn('milli', 'bigint', notNull)
      .execute();
    // Units received or delivered, per the product's line, model and colour (`known`: 0 for a
    // pack item whose pack has no products, which counts in the totals but in no chart).
    await db.schema
      .createTable('report_units')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('institution_id', 'integer', (c) => c.notNull())
      .addColumn('line_id', 'integer')
      .addColumn('model_id', 'integer')
      .addColumn('color_id', 'integer')
      .addColumn('known', 'integer', (c) => c.notNull())
      .addColumn('units', 'bigint', notNull)
      .execute();
    // People's pieces per size and the product's line, with their heights' sum and count.
    await db.schema
      .createTable('report_sizes')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('institution_id', 'integer', (c) => c.notNull())
      .addColumn('line_id', 'integer')
      .addColumn('size', 'text')
      .addColumn('people', 'bigint', notNull)
      .addColumn('height_sum', 'bigint', notNull)
      .addColumn('heights', 'bigint', notNull)
      .execute();
    // The lines each live order has an item of (directly or in a pack), by the order's day: the
    // line filter of what is read now (overdue orders, proofs waiting) without opening items.
    await db.schema
      .createTable('report_order_lines')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('line_id', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(db, 'report_order_lines_line', 'report_order_lines', ['line_id', 'order_id']);
    await addIndex(db, 'report_order_lines_day', 'report_order_lines', ['day']);
    for (const table of ['received', 'clients', 'delivered', 'money', 'consumption']) {
      await addIndex(db, `report_${table}_scope`, `report_${table}`, [
        'line_id',
        'institution_id',
        'day',
      ]);
      await addIndex(db, `report_${table}_day`, `report_${table}`, ['day']);
    }
    await addIndex(db, 'report_units_scope', 'report_units', ['kind', 'institution_id', 'day']);
    await addIndex(db, 'report_units_day', 'report_units', ['day']);
    await addIndex(db, 'report_sizes_scope', 'report_sizes', ['institution_id', 'day']);
    await addIndex(db, 'report_sizes_day', 'report_sizes', ['day']);

    for (const [table, days] of Object.entries(SOURCES))
      await addDirtyTriggers(db, dialect, table, (rows) => days(rows, dayOf(dialect)));
    await catalogueTriggers(db, dialect);
    await sql`insert into report_dirty (day) values ('*')`.execute(db);
  },
};

/** 'YYYY-MM-DD' of a timestamp in UTC. */
const dayOf = (dialect: Dialect) => (column: string) =>
  dialect === 'postgres'
    ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    : `substr(${column}, 1, 10)`;

/**
 * Every day an order's figures fall on: received, delivered (any move, so that the order's index
 * finds them), billed, collected, consumed.
 */
const orderDays = (ids: string, day: (c: string) => string) => `
  select ${day('o.created_at')} as day from orders o where o.id in (${ids})
  union select ${day('h.changed_at')} from order_status_history h where h.order_id in (${ids})
  union select ${day('b.issued_at')} from bills b where b.order_id in (${ids})
  union select p.paid_at from payments p where p.order_id in (${ids})
  union select ${day('s.created_at')} from stock_movements s where s.order_id in (${ids})`;

/** The days a written row can change, for each table the reports read. */
const SOURCES: Record<string, (rows: Rows, day: (c: string) => string) => string> = {
  orders: (r, day) =>
    `select ${day(r.col('created_at'))} as day ${r.from}
    union ${orderDays(`select ${r.col('id')} ${r.from}`, day)}`,
  order_items: (r, day) => orderDays(`select ${r.col('order_id')} ${r.from}`, day),
  order_people: (r, day) => `select ${day('o.created_at')} as day from orders o
    join order_items oi on oi.order_id = o.id
    where oi.id in (select ${r.col('order_item_id')} ${r.from})`,
  order_person_sizes: (r, day) => `select ${day('o.created_at')} as day from orders o
    join order_items oi on oi.order_id = o.id join order_people op on op.order_item_id = oi.id
    where op.id in (select ${r.col('order_person_id')} ${r.from})`,
  order_status_history: (r, day) =>
    `select ${day(r.col('changed_at'))} as day ${r.from}
    where ${r.col('to_status')} = 'DELIVERED'`,
  bills: (r, day) => `select ${day(r.col('issued_at'))} as day ${r.from}`,
  payments: (r) => `select ${r.col('paid_at')} as day ${r.from}`,
  stock_movements: (r, day) => `select ${day(r.col('created_at'))} as day ${r.from}`,
  // A pack's products decide the units and lines of every order of the pack.
  package_items: (r, day) =>
    orderDays(
      `select oi.order_id from order_items oi
      where oi.package_id in (select ${r.col('package_id')} ${r.from})`,
      day,
    ),
};

/** Marks the days of every row a statement writes on `table`. */
async function addDirtyTriggers(
  db: Parameters<Migration['up']>[0],
  dialect: Dialect,
  table: string,
  days: (rows: Rows) => string,
) {
  if (dialect === 'postgres') {
    const mark = (transition: string) => `insert into report_dirty (day)
      select distinct t.day from (${days({ col: (c) => `r.${c}`, from: `from ${transition} r` })}) t
      where t.day is not null;`;
    await sql
      .raw(
        `create function report_dirty_${table}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'DELETE' then ${mark('new_rows')} end if;
          if tg_op <> 'INSERT' then ${mark('old_rows')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    for (const [event, transitions] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ])
      await sql
        .raw(
          `create trigger report_dirty_${table}_${event} after ${event} on ${table}
          referencing ${transitions} for each statement execute function report_dirty_${table}()`,
        )
        .execute(db);
    return;
  }
  // SQLite: one writer at a time, so a day already marked is not marked again.
  const mark = (row: 'new' | 'old') => `insert into report_dirty (day)
    select distinct t.day from (${days({ col: (c) => `${row}.${c}`, from: '' })}) t
    where t.day is not null
      and not exists (select 1 from report_dirty d where d.day = t.day);`;
  for (const [event, rows] of [
    ['insert', ['new']],
    ['update', ['old', 'new']],
    ['delete', ['old']],
  ] as const)
    await sql
      .raw(
        `create trigger report_dirty_${table}_${event} after ${event} on ${table}
        begin ${rows.map(mark).join(' ')} end`,
      )
      .execute(db);
}

/**
 * A product moved to another model or colour, or a model to another line, changes the lines,
 * models and colours of every order that has it: all the days are rebuilt (a rare change).
 */
async function catalogueTriggers(db: Parameters<Migration['up']>[0], dialect: Dialect) {
  const watched = [
    ['products', ['model_id', 'model_color_id']],
    ['models', ['line_id']],
  ] as const;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function report_dirty_all() returns trigger language plpgsql as $$
        begin insert into report_dirty (day) values ('*'); return null; end $$`,
      )
      .execute(db);
    for (const [table, columns] of watched)
      await sql
        .raw(
          `create trigger report_dirty_${table}_update after update of ${columns.join(', ')}
          on ${table} for each row
          when (${columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')})
          execute function report_dirty_all()`,
        )
        .execute(db);
    return;
  }
  for (const [table, columns] of watched)
    await sql
      .raw(
        `create trigger report_dirty_${table}_update after update of ${columns.join(', ')}
        on ${table}
        when ${columns.map((c) => `old.${c} is not new.${c}`).join(' or ')}
        begin insert into report_dirty (day) select '*'
          where not exists (select 1 from report_dirty where day = '*'); end`,
      )
      .execute(db);
}
