import { sql, type RawBuilder } from 'kysely';
import { addDays } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { JOB_LOCK_SPACE } from '../../lib/job-lock';
import './report.tables';
import { dayAfter, startOf } from './report.repository';

/**
 * Keeps the reports' daily roll-ups (migration 038, decision 029) up to date: the days that
 * writes have marked in `report_dirty` are rebuilt from their sources, each with the same rules
 * as the reports had when they summed the sources themselves. Run before a report answers, so
 * that it never shows a figure older than its sources' commit.
 */

/** Days to rebuild, both ends included. */
type Days = { from: string; to: string };

/**
 * How long one window of days should take to rebuild, in one transaction. On SQLite, whose one
 * connection every request shares, that is about the longest a query waits behind the rebuild;
 * PostgreSQL serves others meanwhile, and fewer, larger windows cost less in all (decision 029).
 */
const WINDOW_MS: Record<Dialect, number> = { sqlite: 50, postgres: 10_000 };
/** The first window is a day; the next ones take as many as fit in WINDOW_MS (at most a year). */
const FIRST_WINDOW_DAYS = 1;
const MAX_WINDOW_DAYS = 366;

/** The roll-up tables, each with its `day`. */
const ROLLUPS = [
  'received',
  'order_lines',
  'clients',
  'units',
  'sizes',
  'delivered',
  'money',
  'consumption',
];

/**
 * The first window of the marked days (sorted, no repeats): from the first to the last of those
 * within `size` days of it (the unmarked days between are rebuilt too: the same figures again,
 * cheaper than a transaction of their own); `rest`, the days after it.
 */
export function firstWindow(days: string[], size: number): { window: Days; rest: string[] } {
  const end = addDays(days[0]!, size);
  const inside = days.findIndex((day) => day >= end);
  const count = inside === -1 ? days.length : inside;
  return { window: { from: days[0]!, to: days[count - 1]! }, rest: days.slice(count) };
}

/** The next window's size in days: as many as the last window's pace fits in `targetMs`. */
export function nextSize(size: number, tookMs: number, targetMs: number): number {
  const fits = Math.floor((size * targetMs) / Math.max(tookMs, 1));
  return Math.min(MAX_WINDOW_DAYS, Math.max(1, fits));
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export function createRollups(db: Db, dialect: Dialect) {
  /** 'YYYY-MM-DD' of a timestamp column in UTC. */
  const day = (column: string) =>
    dialect === 'postgres'
      ? sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`substr(${column}, 1, 10)`);
  /** A timestamp column within the days. */
  const within = (days: Days, column: string) =>
    sql`${sql.raw(column)} >= ${startOf(days.from)} and ${sql.raw(column)} < ${dayAfter(days.to)}`;

  /**
   * Each order of `ids` once as "any line" (0) and once per line it has an item of, directly or
   * in a pack: the lines a report filtered by line finds it under.
   */
  const orderLines = (ids: RawBuilder<unknown>) => sql`(select o.id as order_id, 0 as line_id
      from orders o where o.id in ${ids}
    union select oi.order_id, m.line_id from order_items oi
      join products p on p.id = oi.product_id join models m on m.id = p.model_id
      where m.line_id is not null and oi.order_id in ${ids}
    union select oi.order_id, m.line_id from order_items oi
      join package_items pi on pi.package_id = oi.package_id
      join products p on p.id = pi.product_id join models m on m.id = p.model_id
      where m.line_id is not null and oi.order_id in ${ids})`;
  /** The order `o` once as "any institution" (0) and once under its own, when it has one. */
  const INSTITUTIONS = sql`join (select 0 as k union all select 1 as k) f
    on f.k = 0 or o.institution_id is not null`;
  const INSTITUTION = sql`case when f.k = 0 then 0 else o.institution_id end`;
  const LIVE = sql`o.deleted_at is null`;
  const NOT_CANCELLED = sql`o.status <> 'CANCELLED'`;
  const larger = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
    sql`case when ${a} > ${b} then ${a} else ${b} end`;
  const owed = larger(
    sql`${larger(sql`o.total_cents`, sql`o.billed_cents`)} - o.paid_cents`,
    sql`0`,
  );
  /** An exit of material `s` (not a reversal), or the reversal `s` of one (through `r`). */
  const CONSUMED = sql`((s.type = 'OUT' and s.reverses_id is null) or r.type = 'OUT')`;
  /** Units of the items of the order `o`, packs opened into their products `p` (and model `m`). */
  const UNITS = sql`join order_items oi on oi.order_id = o.id
    left join package_items pi on pi.package_id = oi.package_id
    left join products p on p.id = coalesce(oi.product_id, pi.product_id)
    left join models m on m.id = p.model_id`;
  const units = sql`sum(oi.quantity * coalesce(pi.quantity, 1))`;
  const known = sql`case when p.id is null then 0 else 1 end`;

  /** The statements that rebuild every roll-up for the days. */
  function rebuild(days: Days): RawBuilder<unknown>[] {
    const received = within(days, 'o.created_at');
    const receivedIds = sql`(select o.id from orders o where ${received} and ${LIVE})`;
    const delivered = within(days, 'h.changed_at');
    const deliveredIds = sql`(select h.order_id from order_status_history h
      where h.to_status = 'DELIVERED' and ${delivered})`;
    const billed = within(days, 'b.issued_at');
    const paid = sql`p.paid_at >= ${days.from} and p.paid_at <= ${days.to}`;
    const moved = within(days, 's.created_at');
    /** Each table is emptied of the days just before they are written again. */
    const clear = (table: string) =>
      sql`delete from ${sql.table(`report_${table}`)}
        where day >= ${days.from} and day <= ${days.to}`;
    return [
      clear('received'),
      sql`insert into report_received
          (day, line_id, institution_id, status, orders, amount_cents, owed_cents)
        select ${day('o.created_at')}, l.line_id, ${INSTITUTION}, o.status, count(*),
          sum(o.total_cents), sum(case when ${NOT_CANCELLED} then ${owed} else 0 end)
        from orders o join ${orderLines(receivedIds)} l on l.order_id = o.id ${INSTITUTIONS}
        where ${received} and ${LIVE}
        group by 1, 2, 3, 4`,
      clear('order_lines'),
      sql`insert into report_order_lines (day, order_id, line_id)
        select ${day('o.created_at')}, o.id, l.line_id
        from orders o join ${orderLines(receivedIds)} l on l.order_id = o.id
        where ${received} and ${LIVE} and l.line_id <> 0`,
      clear('clients'),
      sql`insert into report_clients
          (day, line_id, institution_id, client_id, orders, amount_cents)
        select ${day('o.created_at')}, l.line_id, ${INSTITUTION}, o.client_id, count(*),
          sum(o.total_cents)
        from orders o join ${orderLines(receivedIds)} l on l.order_id = o.id ${INSTITUTIONS}
        where ${received} and ${LIVE} and ${NOT_CANCELLED}
        group by 1, 2, 3, 4`,
      clear('units'),
      sql`insert into report_units
          (kind, day, institution_id, line_id, model_id, color_id, known, units)
        select 'received', ${day('o.created_at')}, ${INSTITUTION}, m.line_id, p.model_id,
          p.model_color_id, ${known}, ${units}
        from orders o ${INSTITUTIONS} ${UNITS}
        where ${received} and ${LIVE} and ${NOT_CANCELLED}
        group by 1, 2, 3, 4, 5, 6, 7`,
      // A product item's people wear its size; a pack item's people one size per product.
      clear('sizes'),
      sql`insert into report_sizes
          (day, institution_id, line_id, size, people, height_sum, heights)
        select ${day('o.created_at')}, ${INSTITUTION}, m.line_id, op.size, count(*),
          coalesce(sum(op.height_cm), 0), count(op.height_cm)
        from orders o ${INSTITUTIONS}
        join order_items oi on oi.order_id = o.id
        join order_people op on op.order_item_id = oi.id
        left join products p on p.id = oi.product_id left join models m on m.id = p.model_id
        where oi.product_id is not null and ${received} and ${LIVE} and ${NOT_CANCELLED}
        group by 1, 2, 3, 4`,
      sql`insert into report_sizes
          (day, institution_id, line_id, size, people, height_sum, heights)
        select ${day('o.created_at')}, ${INSTITUTION}, m.line_id, ops.size, count(*),
          coalesce(sum(op.height_cm), 0), count(op.height_cm)
        from orders o ${INSTITUTIONS}
        join order_items oi on oi.order_id = o.id
        join order_people op on op.order_item_id = oi.id
        join order_person_sizes ops on ops.order_person_id = op.id
        left join products p on p.id = ops.product_id left join models m on m.id = p.model_id
        where ${received} and ${LIVE} and ${NOT_CANCELLED}
        group by 1, 2, 3, 4`,
      clear('delivered'),
      sql`insert into report_delivered (day, line_id, institution_id, delivered, on_time)
        select ${day('h.changed_at')}, l.line_id, ${INSTITUTION}, count(*),
          sum(case when ${day('h.changed_at')} <= o.promised_date then 1 else 0 end)
        from order_status_history h join orders o on o.id = h.order_id
        join ${orderLines(deliveredIds)} l on l.order_id = o.id ${INSTITUTIONS}
        where h.to_status = 'DELIVERED' and o.status = 'DELIVERED' and ${LIVE} and ${delivered}
        group by 1, 2, 3`,
      sql`insert into report_units
          (kind, day, institution_id, line_id, model_id, color_id, known, units)
        select 'delivered', ${day('h.changed_at')}, ${INSTITUTION}, m.line_id, p.model_id,
          p.model_color_id, ${known}, ${units}
        from order_status_history h join orders o on o.id = h.order_id ${INSTITUTIONS} ${UNITS}
        where h.to_status = 'DELIVERED' and o.status = 'DELIVERED' and ${LIVE} and ${delivered}
        group by 1, 2, 3, 4, 5, 6, 7`,
      clear('money'),
      sql`insert into report_money (kind, day, line_id, institution_id, cents)
        select 'billed', ${day('b.issued_at')}, l.line_id, ${INSTITUTION}, sum(b.total_cents)
        from bills b join orders o on o.id = b.order_id
        join ${orderLines(sql`(select b.order_id from bills b where ${billed})`)} l
          on l.order_id = o.id ${INSTITUTIONS}
        where b.status <> 'ANNULLED' and ${billed} and ${LIVE}
        group by 1, 2, 3, 4`,
      // An overpayment's excess is the client's credit, not money collected (decision 021).
      sql`insert into report_money (kind, day, line_id, institution_id, cents)
        select 'collected', p.paid_at, l.line_id, ${INSTITUTION},
          sum(p.amount_cents - p.excess_cents)
        from payments p join orders o on o.id = p.order_id
        join ${orderLines(sql`(select p.order_id from payments p where p.status = 'APPROVED' and ${paid})`)} l
          on l.order_id = o.id ${INSTITUTIONS}
        where p.status = 'APPROVED' and ${paid} and ${LIVE}
        group by 1, 2, 3, 4`,
      // Unfiltered, every movement; filtered, those of the orders the filter finds.
      clear('consumption'),
      sql`insert into report_consumption (day, line_id, institution_id, material_id, milli)
        select ${day('s.created_at')}, 0, 0, s.material_id, -sum(s.quantity_milli)
        from stock_movements s left join stock_movements r on r.id = s.reverses_id
        where ${moved} and ${CONSUMED}
        group by 1, 2, 3, 4`,
      sql`insert into report_consumption (day, line_id, institution_id, material_id, milli)
        select ${day('s.created_at')}, l.line_id, ${INSTITUTION}, s.material_id,
          -sum(s.quantity_milli)
        from stock_movements s left join stock_movements r on r.id = s.reverses_id
        join orders o on o.id = s.order_id
        join ${orderLines(sql`(select s.order_id from stock_movements s where ${moved})`)} l
          on l.order_id = o.id ${INSTITUTIONS}
        where ${moved} and ${CONSUMED} and ${LIVE} and (l.line_id <> 0 or f.k = 1)
        group by 1, 2, 3, 4`,
    ];
  }

  /** The first and last day any source or roll-up has a row for (null: none has). */
  async function span(trx: Db) {
    /** A timestamp column's first and last day (`text`: already a day) in `from`. */
    const bounds = (column: string, from: string, text = false) => {
      const of = (aggregate: string) => (text ? sql.raw(aggregate) : day(aggregate));
      return sql`select ${of(`min(${column})`)} as first, ${of(`max(${column})`)} as last
        from ${sql.raw(from)}`;
    };
    const { rows } = await sql<{ first: string | null; last: string | null }>`
      select min(first) as first, max(last) as last from (
        ${bounds('created_at', 'orders where deleted_at is null')}
        union all ${bounds('changed_at', "order_status_history where to_status = 'DELIVERED'")}
        union all ${bounds('issued_at', 'bills')}
        union all ${bounds('paid_at', "payments where status = 'APPROVED'", true)}
        union all ${bounds('created_at', 'stock_movements')}
        ${sql.join(
          ROLLUPS.map((table) => sql`union all ${bounds('day', `report_${table}`, true)}`),
          sql` `,
        )}
      ) b`.execute(trx);
    return rows[0]?.first && rows[0].last ? { first: rows[0].first, last: rows[0].last } : null;
  }

  /** One rebuild at a time: SQLite's transaction already holds the only write lock. */
  const exclusive = (trx: Db) =>
    dialect === 'postgres'
      ? sql`select pg_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext('report-rollups'))`.execute(
          trx,
        )
      : null;

  /**
   * Forgets the marks read (`which` of them): on PostgreSQL by id, so that one written meanwhile
   * (by a transaction this one did not see) stays for the next rebuild; a SQLite transaction has
   * the only connection, so it forgets every mark `which` finds.
   */
  async function forget(trx: Db, ids: (number | string)[], which: RawBuilder<unknown>) {
    if (dialect !== 'postgres') {
      await sql`delete from report_dirty where ${which}`.execute(trx);
      return;
    }
    for (let i = 0; i < ids.length; i += 10_000) {
      const some = ids.slice(i, i + 10_000).map(Number);
      await sql`delete from report_dirty where id = any(${some})`.execute(trx);
    }
  }

  /**
   * A '*' (every day) becomes a mark for each day from the first to the last any source or
   * roll-up has, so that every day is rebuilt in windows like any other marks.
   */
  async function spreadEverything() {
    await db.transaction().execute(async (trx) => {
      await exclusive(trx);
      const star = sql`day = '*'`;
      const stars = (
        await sql<{ id: number | string }>`select id from report_dirty where ${star}`.execute(trx)
      ).rows;
      if (stars.length === 0) return;
      const all = await span(trx);
      const days = all ? daysBetween(all.first, all.last) : [];
      for (let i = 0; i < days.length; i += 500)
        await sql`insert into report_dirty (day) values ${sql.join(
          days.slice(i, i + 500).map((d) => sql`(${d})`),
        )}`.execute(trx);
      await forget(
        trx,
        stars.map((mark) => mark.id),
        star,
      );
    });
  }

  /**
   * Rebuilds the marked days a window at a time, each in a transaction of its own that forgets
   * the window's marks it read, each window as many days as the last one's pace fits in
   * WINDOW_MS; between two, the requests waiting for the database go first.
   */
  async function rebuildMarked() {
    const read = async () =>
      (await sql<{ day: string }>`select distinct day from report_dirty`.execute(db)).rows.map(
        (mark) => mark.day,
      );
    let marked = await read();
    if (marked.includes('*')) {
      await spreadEverything();
      marked = await read();
    }
    let rest = marked.filter((day) => day !== '*').sort();
    let size = FIRST_WINDOW_DAYS;
    while (rest.length > 0) {
      const next = firstWindow(rest, size);
      rest = next.rest;
      const started = performance.now();
      await rebuildWindow(next.window);
      size = nextSize(size, performance.now() - started, WINDOW_MS[dialect]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Rebuilds the days in one transaction, then forgets the marks of them it read. */
  async function rebuildWindow(days: Days) {
    await db.transaction().execute(async (trx) => {
      await exclusive(trx);
      const inside = sql`day >= ${days.from} and day <= ${days.to}`;
      const marks = (
        await sql<{ id: number | string }>`select id from report_dirty where ${inside}`.execute(trx)
      ).rows;
      // Another server rebuilt these days meanwhile.
      if (marks.length === 0) return;
      for (const statement of rebuild(days)) await statement.execute(trx);
      await forget(
        trx,
        marks.map((mark) => mark.id),
        inside,
      );
    });
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /**
   * Rebuilds what is marked, once for all the calls of a screen: a call that finds a rebuild
   * running waits for the next one, which starts when it ends and so reads every mark written
   * before the call (every call that comes meanwhile shares that one). Without this, each of a
   * screen's dozen calls would hold a connection of the pool waiting for the rebuild's lock.
   */
  function settle(): Promise<void> {
    if (!running) {
      running = rebuildMarked().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return settle();
      });
    return queued;
  }

  return { settle };
}
