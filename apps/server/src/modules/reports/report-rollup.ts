import { sql, type RawBuilder } from 'kysely';
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

/** A run of consecutive days to rebuild, both ends included; null: every day. */
type Days = { from: string; to: string } | null;

/** Beyond this many runs of days one rebuild of everything is cheaper. */
const MAX_RUNS = 30;

const nextDay = (day: string) => dayAfter(day).slice(0, 10);

/** The marked days as runs of consecutive days (or null when every day is to be rebuilt). */
export function runsOf(days: string[]): Days[] {
  if (days.includes('*')) return [null];
  const sorted = [...new Set(days)].sort();
  const runs: { from: string; to: string }[] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && nextDay(last.to) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs.length > MAX_RUNS ? [null] : runs;
}

export function createRollups(db: Db, dialect: Dialect) {
  /** 'YYYY-MM-DD' of a timestamp column in UTC. */
  const day = (column: string) =>
    dialect === 'postgres'
      ? sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`substr(${column}, 1, 10)`);
  /** A timestamp column within the days. */
  const within = (days: Days, column: string) =>
    days
      ? sql`${sql.raw(column)} >= ${startOf(days.from)} and ${sql.raw(column)} < ${dayAfter(days.to)}`
      : sql`1 = 1`;

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
    const paid = days ? sql`p.paid_at >= ${days.from} and p.paid_at <= ${days.to}` : sql`1 = 1`;
    const moved = within(days, 's.created_at');
    /** Each table is emptied of the days just before they are written again. */
    const clear = (table: string) =>
      days
        ? sql`delete from ${sql.table(`report_${table}`)}
            where day >= ${days.from} and day <= ${days.to}`
        : sql`delete from ${sql.table(`report_${table}`)}`;
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

  /** Rebuilds the marked days, then forgets the marks it read (later ones stay). */
  async function rebuildMarked() {
    const pending = await sql<{ one: number }>`select 1 as one from report_dirty limit 1`.execute(
      db,
    );
    if (pending.rows.length === 0) return;
    await db.transaction().execute(async (trx) => {
      // One rebuild at a time; SQLite's transaction already holds the only write lock.
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext('report-rollups'))`.execute(
          trx,
        );
      const marks = (
        await sql<{ id: number | string; day: string }>`select id, day
        from report_dirty`.execute(trx)
      ).rows;
      if (marks.length === 0) return;
      for (const days of runsOf(marks.map((m) => m.day)))
        for (const statement of rebuild(days)) await statement.execute(trx);
      // A mark written meanwhile (by a transaction this one did not see) stays for the next;
      // on SQLite none can be, since this transaction holds the write lock from its start.
      const ids = marks.map((m) => Number(m.id));
      if (dialect !== 'postgres')
        await sql`delete from report_dirty where id <= ${ids.reduce((a, b) => Math.max(a, b))}`.execute(
          trx,
        );
      else
        for (let i = 0; i < ids.length; i += 10_000)
          await sql`delete from report_dirty where id = any(${ids.slice(i, i + 10_000)})`.execute(
            trx,
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
