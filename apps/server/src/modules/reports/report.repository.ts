import { sql, type RawBuilder } from 'kysely';
import type { ReportQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import '../orders/order.repository';

/**
 * The reports' SQL (issue 23): every figure is one aggregate query on both databases; no order
 * is loaded into the application. Periods are calendar days in UTC, both ends included.
 */
export type ReportScope = ReportQuery & { dialect: Dialect };

/** First instant of `date` and of the day after `to`, as the ISO text both databases compare. */
export const startOf = (date: string) => `${date}T00:00:00.000Z`;
export const dayAfter = (date: string) => {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);
  return next.toISOString();
};

/** Today's date in UTC (overdue means promised before it and still open). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The units of every order item, packs opened into their products: a product item counts its
 * quantity; a pack item counts each product of the pack times the pack's quantity.
 */
const ORDER_UNITS = sql`(select oi.order_id, coalesce(oi.product_id, pi.product_id) as product_id,
  oi.quantity * coalesce(pi.quantity, 1) as units, oi.id as item_id
  from order_items oi left join package_items pi on pi.package_id = oi.package_id)`;

/**
 * The products of a line (through their model), and the orders with an item of one of them,
 * directly or in a pack: sets each database computes once per query (`in (select …)`), where a
 * correlated `exists` per order cost seconds on a large history (decision 018).
 */
const lineProducts = (lineId: number) =>
  sql`(select lp.id from products lp join models lm on lm.id = lp.model_id
    where lm.line_id = ${lineId})`;
const lineOrders = (lineId: number) =>
  sql`(select oi.order_id from order_items oi where oi.product_id in ${lineProducts(lineId)}
    union select oi.order_id from order_items oi
      join package_items pi on pi.package_id = oi.package_id
      where pi.product_id in ${lineProducts(lineId)})`;

/** The order `o` matches the line and institution filters. */
export function orderFilters(scope: ReportScope) {
  const parts = [sql`o.deleted_at is null`];
  if (scope.institutionId !== undefined) parts.push(sql`o.institution_id = ${scope.institutionId}`);
  if (scope.lineId !== undefined) parts.push(sql`o.id in ${lineOrders(scope.lineId)}`);
  return sql.join(parts, sql` and `);
}

/** The order `o` was received (created) in the period. */
export const receivedIn = (scope: ReportScope) =>
  sql`o.created_at >= ${startOf(scope.from)} and o.created_at < ${dayAfter(scope.to)}`;

/** A unit row `u` of the line, when the report is filtered by one. */
const unitInLine = (scope: ReportScope) =>
  scope.lineId === undefined ? sql`1 = 1` : sql`u.product_id in ${lineProducts(scope.lineId)}`;

/** 'YYYY-MM-DD' of a timestamp column in UTC, on each database. */
const utcDate = (scope: ReportScope, column: RawBuilder<unknown>) =>
  scope.dialect === 'postgres'
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(${column}, 1, 10)`;

/** The first day (Monday) of a timestamp's ISO week, or its month ('YYYY-MM'). */
export const bucketOf = (scope: ReportScope, column: RawBuilder<unknown>, by: 'week' | 'month') => {
  if (scope.dialect === 'postgres')
    return by === 'week'
      ? sql`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`
      : sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  return by === 'week'
    ? sql`date(substr(${column}, 1, 10), 'weekday 0', '-6 days')`
    : sql`substr(${column}, 1, 7)`;
};

const num = (value: unknown) => Number(value ?? 0);

export async function rows<T>(db: Db, query: RawBuilder<T>) {
  return (await query.execute(db)).rows;
}

/** Orders received, cancelled among them, and the units of those not cancelled. */
export async function receivedFigures(db: Db, scope: ReportScope) {
  const [orders] = await rows(
    db,
    sql<{ received: unknown; cancelled: unknown }>`select
      sum(case when o.status <> 'CANCELLED' then 1 else 0 end) as received,
      sum(case when o.status = 'CANCELLED' then 1 else 0 end) as cancelled
      from orders o where ${receivedIn(scope)} and ${orderFilters(scope)}`,
  );
  const [units] = await rows(
    db,
    sql<{ units: unknown }>`select sum(u.units) as units
      from orders o join ${ORDER_UNITS} u on u.order_id = o.id
      where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
        and ${unitInLine(scope)}`,
  );
  return {
    ordersReceived: num(orders?.received),
    ordersCancelled: num(orders?.cancelled),
    unitsOrdered: num(units?.units),
  };
}

/** The orders delivered in the period (their move to DELIVERED), the derived table `d`. */
const DELIVERED = (scope: ReportScope) => sql`(select o.id, o.promised_date,
    ${utcDate(scope, sql`h.changed_at`)} as delivered_on
  from orders o join order_status_history h on h.order_id = o.id and h.to_status = 'DELIVERED'
  where o.status = 'DELIVERED' and h.changed_at >= ${startOf(scope.from)}
    and h.changed_at < ${dayAfter(scope.to)} and ${orderFilters(scope)})`;

/** Orders delivered in the period, those by their promised date, and their units. */
export async function deliveredFigures(db: Db, scope: ReportScope) {
  const [orders] = await rows(
    db,
    sql<{ delivered: unknown; ontime: unknown }>`select count(*) as delivered,
      sum(case when d.delivered_on <= d.promised_date then 1 else 0 end) as ontime
      from ${DELIVERED(scope)} d`,
  );
  const [units] = await rows(
    db,
    sql<{ units: unknown }>`select sum(u.units) as units
      from ${DELIVERED(scope)} d join ${ORDER_UNITS} u on u.order_id = d.id
      where ${unitInLine(scope)}`,
  );
  return {
    ordersDelivered: num(orders?.delivered),
    deliveredOnTime: num(orders?.ontime),
    unitsDelivered: num(units?.units),
  };
}

/** Open orders whose promised date has passed (now, whatever the period). */
export async function overdueNow(db: Db, scope: ReportScope, today = todayUtc()) {
  const [row] = await rows(
    db,
    sql<{ overdue: unknown }>`select count(*) as overdue from orders o
      where o.status in ('PENDING', 'IN_PRODUCTION', 'FINISHED') and o.promised_date < ${today}
        and ${orderFilters(scope)}`,
  );
  return num(row?.overdue);
}

/** Orders received in the period by status (cancelled ones included). */
export const byStatus = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ status: string; orders: unknown }>`select o.status, count(*) as orders from orders o
      where ${receivedIn(scope)} and ${orderFilters(scope)} group by o.status`,
  );

/** Orders (not cancelled) and their units per week or month of receipt. */
export async function timeline(db: Db, scope: ReportScope, by: 'week' | 'month') {
  const bucket = bucketOf(scope, sql`o.created_at`, by);
  const orders = await rows(
    db,
    sql<{ bucket: string; orders: unknown }>`select ${bucket} as bucket, count(*) as orders
      from orders o where ${receivedIn(scope)} and o.status <> 'CANCELLED'
        and ${orderFilters(scope)} group by 1`,
  );
  const units = await rows(
    db,
    sql<{ bucket: string; units: unknown }>`select ${bucket} as bucket, sum(u.units) as units
      from orders o join ${ORDER_UNITS} u on u.order_id = o.id
      where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
        and ${unitInLine(scope)} group by 1`,
  );
  return { orders, units };
}

/** Units of orders received (not cancelled) with their product `p` and model `m`. */
const PRODUCT_UNITS = (scope: ReportScope) => sql`from orders o
  join ${ORDER_UNITS} u on u.order_id = o.id
  join products p on p.id = u.product_id
  left join models m on m.id = p.model_id
  left join model_colors c on c.id = p.model_color_id
  where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
    and ${unitInLine(scope)}`;

/** Units of orders received (not cancelled) per line. */
export const unitsByLine = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ line: string | null; units: unknown }>`select
      (select l.name from lines l where l.id = m.line_id) as line, sum(u.units) as units
      ${PRODUCT_UNITS(scope)} group by m.line_id order by 2 desc, 1`,
  );

/** Units of orders received (not cancelled) per model and colour combination (the first 50). */
export const unitsByModel = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ model: string | null; frame: string | null; base: string | null; units: unknown }>`select
      m.name as model, c.frame_name as frame, c.base_name as base, sum(u.units) as units
      ${PRODUCT_UNITS(scope)}
      group by m.id, m.name, c.id, c.frame_name, c.base_name order by 4 desc, 1 limit 50`,
  );

/**
 * A person's size of each sized product they wear: a product item's person's own size, and a
 * pack item's person's size of each sized product of the pack (migration 019).
 */
const PERSON_SIZES = sql`(select op.order_item_id, oi.product_id, op.size, op.height_cm
    from order_people op join order_items oi on oi.id = op.order_item_id
    where oi.product_id is not null
  union all select op.order_item_id, ops.product_id, ops.size, op.height_cm
    from order_person_sizes ops join order_people op on op.id = ops.order_person_id)`;

/**
 * People's pieces of orders received (not cancelled) per size, packs' sized products counted as
 * products: what the workshop must cut; smallest first (by the people's average height, which
 * orders 'S, M, L' and '8, 10, 12' alike).
 */
export const sizes = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ size: string | null; people: unknown }>`select u.size, count(*) as people,
        avg(u.height_cm) as height
      from orders o join order_items oi on oi.order_id = o.id
      join ${PERSON_SIZES} u on u.order_item_id = oi.id
      where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
        and ${unitInLine(scope)}
      group by u.size order by 3, 1`,
  );

/** The ten clients or institutions with most orders received (not cancelled) in the period. */
export const topParties = (db: Db, scope: ReportScope, party: 'client' | 'institution') =>
  rows(
    db,
    party === 'client'
      ? sql<{ name: string; orders: unknown; amount: unknown }>`select c.name,
          count(*) as orders, sum(o.total_cents) as amount
        from orders o join clients c on c.id = o.client_id
        where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
        group by c.id, c.name order by 2 desc, 3 desc, 1 limit 10`
      : sql<{ name: string; orders: unknown; amount: unknown }>`select i.name,
          count(*) as orders, sum(o.total_cents) as amount
        from orders o join institutions i on i.id = o.institution_id
        where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}
        group by i.id, i.name order by 2 desc, 3 desc, 1 limit 10`,
  );

/** The larger of two numbers, on both databases (SQLite's `max` and PostgreSQL's `greatest`). */
const larger = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  sql`case when ${a} > ${b} then ${a} else ${b} end`;

/** A bill `b` issued in the period and not annulled, of an order `o` matching the filters. */
const BILLED = (scope: ReportScope) => sql`from bills b join orders o on o.id = b.order_id
  where b.status <> 'ANNULLED' and b.issued_at >= ${startOf(scope.from)}
    and b.issued_at < ${dayAfter(scope.to)} and ${orderFilters(scope)}`;

/** An approved payment `p` paid in the period (its date), of an order `o` matching the filters. */
const COLLECTED = (scope: ReportScope) => sql`from payments p join orders o on o.id = p.order_id
  where p.status = 'APPROVED' and p.paid_at >= ${scope.from} and p.paid_at <= ${scope.to}
    and ${orderFilters(scope)}`;

/**
 * The part of an approved payment that paid what was owed: an overpayment's excess is the
 * client's credit, not money collected for a bill or an order (decision 021).
 */
const APPLIED = sql`p.amount_cents - p.excess_cents`;

/**
 * Billed (bills issued in the period, annulled ones left out), collected (approved payments with
 * their date in the period, without any excess) and owed today by the orders received in the period (not cancelled):
 * max(total, billed) − paid, never below zero, as the order's own answer computes it.
 */
export async function moneyFigures(db: Db, scope: ReportScope) {
  const [billed] = await rows(
    db,
    sql<{ cents: unknown }>`select sum(b.total_cents) as cents
    ${BILLED(scope)}`,
  );
  const [collected] = await rows(
    db,
    sql<{ cents: unknown }>`select sum(${APPLIED}) as cents
    ${COLLECTED(scope)}`,
  );
  const due = sql`${larger(sql`o.total_cents`, sql`o.billed_cents`)} - o.paid_cents`;
  const [owed] = await rows(
    db,
    sql<{ cents: unknown }>`select sum(${larger(due, sql`0`)}) as cents from orders o
      where ${receivedIn(scope)} and o.status <> 'CANCELLED' and ${orderFilters(scope)}`,
  );
  return {
    billedCents: num(billed?.cents),
    collectedCents: num(collected?.cents),
    owedCents: num(owed?.cents),
  };
}

/** Billed and collected per month ('YYYY-MM') of the period. */
export async function billingByMonth(db: Db, scope: ReportScope) {
  const billed = await rows(
    db,
    sql<{ bucket: string; cents: unknown }>`select ${bucketOf(scope, sql`b.issued_at`, 'month')}
      as bucket, sum(b.total_cents) as cents ${BILLED(scope)} group by 1`,
  );
  const collected = await rows(
    db,
    sql<{ bucket: string; cents: unknown }>`select substr(p.paid_at, 1, 7) as bucket,
      sum(${APPLIED}) as cents ${COLLECTED(scope)} group by 1`,
  );
  return { billed, collected };
}

/**
 * Materials consumed in the period (the 20 most, in thousandths): exits (OUT) less the reversals
 * of exits. With a line or institution filter, only the movements of orders matching it.
 */
export const consumption = (db: Db, scope: ReportScope) => {
  const filtered = scope.lineId !== undefined || scope.institutionId !== undefined;
  return rows(
    db,
    sql<{ code: string; name: string; unit: string; milli: unknown }>`select m.code, m.name,
        m.unit, -sum(s.quantity_milli) as milli
      from stock_movements s join materials m on m.id = s.material_id
      left join stock_movements r on r.id = s.reverses_id
      where s.created_at >= ${startOf(scope.from)} and s.created_at < ${dayAfter(scope.to)}
        and ((s.type = 'OUT' and s.reverses_id is null) or r.type = 'OUT')
        ${
          filtered
            ? sql`and s.order_id in (select o.id from orders o where ${orderFilters(scope)})`
            : sql``
        }
      group by m.id, m.code, m.name, m.unit
      having -sum(s.quantity_milli) > 0
      order by 4 desc, 1 limit 20`,
  );
};

/**
 * Active materials whose stock is below their minimum now (a stock below zero is below any),
 * the furthest below first (stock over minimum).
 */
export const lowStock = (db: Db) =>
  rows(
    db,
    sql<{ code: string; name: string; unit: string; stock: unknown; minimum: unknown }>`select
        code, name, unit, stock_milli as stock, min_stock_milli as minimum
      from materials
      where deleted_at is null and status = 'ACTIVE' and stock_milli < min_stock_milli
      order by case when min_stock_milli > 0 then stock_milli * 1.0 / min_stock_milli else -1 end,
        code
      limit 50`,
  );

/**
 * Payment proofs waiting for a decision now, whatever the period, by age since they were
 * received: bucket 0 is younger than `limits[0]` (ISO instants, newest first), the last older
 * than every limit.
 */
export const pendingPayments = (db: Db, scope: ReportScope, limits: string[]) => {
  const bucket = sql.join(
    limits.map((limit, i) => sql`when p.created_at > ${limit} then ${sql.lit(i)}`),
    sql` `,
  );
  return rows(
    db,
    sql<{ bucket: unknown; proofs: unknown; cents: unknown }>`select
        case ${bucket} else ${sql.lit(limits.length)} end as bucket,
        count(*) as proofs, sum(p.amount_cents) as cents
      from payments p join orders o on o.id = p.order_id
      where p.status = 'PENDING' and ${orderFilters(scope)}
      group by 1`,
  );
};
