import { sql, type RawBuilder } from 'kysely';
import type { ReportQuery } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import '../orders/order.repository';

/**
 * The reports' SQL (issue 23): every figure is one aggregate query on both databases; no order
 * is loaded into the application. Periods are calendar days in UTC, both ends included. The
 * figures of a period are sums over the daily roll-ups (`report_*`, migration 038, kept by
 * report-rollup.ts); what is "now" (overdue orders, proofs waiting, low stock) is read live.
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

/**
 * The order `o` matches the filters, its lines read from the roll-up of the orders' lines (kept
 * like the others: call after the roll-ups are rebuilt).
 */
function keptFilters(scope: ReportScope) {
  if (scope.lineId === undefined) return orderFilters(scope);
  return sql`${orderFilters({ ...scope, lineId: undefined })} and o.id in (select k.order_id
    from report_order_lines k where k.line_id = ${scope.lineId})`;
}

/** Open orders whose promised date has passed (now, whatever the period). */
export async function overdueNow(db: Db, scope: ReportScope, today = todayUtc()) {
  const [row] = await rows(
    db,
    sql<{ overdue: unknown }>`select count(*) as overdue from orders o
      where o.status in ('PENDING', 'IN_PRODUCTION', 'FINISHED') and o.promised_date < ${today}
        and ${keptFilters(scope)}`,
  );
  return num(row?.overdue);
}

/** A roll-up row `r` of a day of the period. */
const inPeriod = (scope: ReportScope) => sql`r.day >= ${scope.from} and r.day <= ${scope.to}`;

/** A roll-up row `r` kept per line and institution (0: any) of the period and the filters. */
const scoped = (scope: ReportScope) => sql`r.line_id = ${scope.lineId ?? 0}
  and r.institution_id = ${scope.institutionId ?? 0} and ${inPeriod(scope)}`;

/** A roll-up row `r` kept per product line (units, sizes) of the period and the filters. */
const unitScope = (scope: ReportScope) =>
  sql`r.institution_id = ${scope.institutionId ?? 0} and ${inPeriod(scope)}
    ${scope.lineId === undefined ? sql`` : sql`and r.line_id = ${scope.lineId}`}`;

/** The first day (Monday) of a roll-up day's ISO week, or its month ('YYYY-MM'). */
const dayBucket = (scope: ReportScope, by: 'week' | 'month') => {
  if (by === 'month') return sql`substr(r.day, 1, 7)`;
  return scope.dialect === 'postgres'
    ? sql`to_char(date_trunc('week', r.day::date), 'YYYY-MM-DD')`
    : sql`date(r.day, 'weekday 0', '-6 days')`;
};

/** Orders received, cancelled among them, and the units of those not cancelled. */
export async function receivedFigures(db: Db, scope: ReportScope) {
  const [orders] = await rows(
    db,
    sql<{ received: unknown; cancelled: unknown }>`select
      sum(case when r.status <> 'CANCELLED' then r.orders else 0 end) as received,
      sum(case when r.status = 'CANCELLED' then r.orders else 0 end) as cancelled
      from report_received r where ${scoped(scope)}`,
  );
  const [units] = await rows(
    db,
    sql<{ units: unknown }>`select sum(r.units) as units from report_units r
      where r.kind = 'received' and ${unitScope(scope)}`,
  );
  return {
    ordersReceived: num(orders?.received),
    ordersCancelled: num(orders?.cancelled),
    unitsOrdered: num(units?.units),
  };
}

/** Orders delivered in the period (their move to DELIVERED), those by their promised date, and their units. */
export async function deliveredFigures(db: Db, scope: ReportScope) {
  const [orders] = await rows(
    db,
    sql<{ delivered: unknown; ontime: unknown }>`select sum(r.delivered) as delivered,
      sum(r.on_time) as ontime from report_delivered r where ${scoped(scope)}`,
  );
  const [units] = await rows(
    db,
    sql<{ units: unknown }>`select sum(r.units) as units from report_units r
      where r.kind = 'delivered' and ${unitScope(scope)}`,
  );
  return {
    ordersDelivered: num(orders?.delivered),
    deliveredOnTime: num(orders?.ontime),
    unitsDelivered: num(units?.units),
  };
}

/** Orders received in the period by status (cancelled ones included). */
export const byStatus = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ status: string; orders: unknown }>`select r.status, sum(r.orders) as orders
      from report_received r where ${scoped(scope)} group by r.status`,
  );

/** Orders (not cancelled) and their units per week or month of receipt. */
export async function timeline(db: Db, scope: ReportScope, by: 'week' | 'month') {
  const bucket = dayBucket(scope, by);
  const orders = await rows(
    db,
    sql<{ bucket: string; orders: unknown }>`select ${bucket} as bucket, sum(r.orders) as orders
      from report_received r where ${scoped(scope)} and r.status <> 'CANCELLED' group by 1`,
  );
  const units = await rows(
    db,
    sql<{ bucket: string; units: unknown }>`select ${bucket} as bucket, sum(r.units) as units
      from report_units r where r.kind = 'received' and ${unitScope(scope)} group by 1`,
  );
  return { orders, units };
}

/** Units of orders received (not cancelled) per line. */
export const unitsByLine = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ line: string | null; units: unknown }>`select
      (select l.name from lines l where l.id = r.line_id) as line, sum(r.units) as units
      from report_units r where r.kind = 'received' and r.known = 1 and ${unitScope(scope)}
      group by r.line_id order by 2 desc, 1`,
  );

/** Units of orders received (not cancelled) per model and colour combination (the first 50). */
export const unitsByModel = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ model: string | null; frame: string | null; base: string | null; units: unknown }>`select
      m.name as model, c.frame_name as frame, c.base_name as base, sum(r.units) as units
      from report_units r left join models m on m.id = r.model_id
      left join model_colors c on c.id = r.color_id
      where r.kind = 'received' and r.known = 1 and ${unitScope(scope)}
      group by m.id, m.name, c.id, c.frame_name, c.base_name order by 4 desc, 1 limit 50`,
  );

/**
 * People's pieces of orders received (not cancelled) per size, packs' sized products counted as
 * products: what the workshop must cut; smallest first (by the people's average height, which
 * orders 'S, M, L' and '8, 10, 12' alike).
 */
export const sizes = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ size: string | null; people: unknown }>`select r.size, sum(r.people) as people,
        sum(r.height_sum) * 1.0 / nullif(sum(r.heights), 0) as height
      from report_sizes r where ${unitScope(scope)}
      group by r.size order by 3, 1`,
  );

/** The ten clients or institutions with most orders received (not cancelled) in the period. */
export const topParties = (db: Db, scope: ReportScope, party: 'client' | 'institution') =>
  rows(
    db,
    party === 'client'
      ? sql<{ name: string; orders: unknown; amount: unknown }>`select c.name,
          sum(r.orders) as orders, sum(r.amount_cents) as amount
        from report_clients r join clients c on c.id = r.client_id
        where ${scoped(scope)}
        group by c.id, c.name order by 2 desc, 3 desc, 1 limit 10`
      : sql<{ name: string; orders: unknown; amount: unknown }>`select i.name,
          sum(r.orders) as orders, sum(r.amount_cents) as amount
        from report_received r join institutions i on i.id = r.institution_id
        where r.line_id = ${scope.lineId ?? 0} and ${inPeriod(scope)}
          and r.status <> 'CANCELLED' and ${
            scope.institutionId === undefined
              ? sql`r.institution_id <> 0`
              : sql`r.institution_id = ${scope.institutionId}`
          }
        group by i.id, i.name order by 2 desc, 3 desc, 1 limit 10`,
  );

/**
 * Billed (bills issued in the period, annulled ones left out), collected (approved payments with
 * their date in the period, without any excess) and owed today by the orders received in the
 * period (not cancelled): max(total, billed) − paid, never below zero, as the order's own answer
 * computes it.
 */
export async function moneyFigures(db: Db, scope: ReportScope) {
  const [money] = await rows(
    db,
    sql<{ billed: unknown; collected: unknown }>`select
      sum(case when r.kind = 'billed' then r.cents else 0 end) as billed,
      sum(case when r.kind = 'collected' then r.cents else 0 end) as collected
      from report_money r where ${scoped(scope)}`,
  );
  const [owed] = await rows(
    db,
    sql<{ cents: unknown }>`select sum(r.owed_cents) as cents from report_received r
      where ${scoped(scope)}`,
  );
  return {
    billedCents: num(money?.billed),
    collectedCents: num(money?.collected),
    owedCents: num(owed?.cents),
  };
}

/** Billed and collected per month ('YYYY-MM') of the period. */
export async function billingByMonth(db: Db, scope: ReportScope) {
  const byMonth = (kind: 'billed' | 'collected') =>
    rows(
      db,
      sql<{ bucket: string; cents: unknown }>`select substr(r.day, 1, 7) as bucket,
        sum(r.cents) as cents from report_money r
        where r.kind = ${kind} and ${scoped(scope)} group by 1`,
    );
  return { billed: await byMonth('billed'), collected: await byMonth('collected') };
}

/**
 * Materials consumed in the period (the 20 most, in thousandths): exits (OUT) less the reversals
 * of exits. With a line or institution filter, only the movements of orders matching it.
 */
export const consumption = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<{ code: string; name: string; unit: string; milli: unknown }>`select m.code, m.name,
        m.unit, sum(r.milli) as milli
      from report_consumption r join materials m on m.id = r.material_id
      where ${scoped(scope)}
      group by m.id, m.code, m.name, m.unit
      having sum(r.milli) > 0
      order by 4 desc, 1 limit 20`,
  );

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
      where p.status = 'PENDING' and ${keptFilters(scope)}
      group by 1`,
  );
};
