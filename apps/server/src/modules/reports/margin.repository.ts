import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { bucketOf, orderFilters, receivedIn, rows, type ReportScope } from './report.repository';

/**
 * Cost and margin of the orders received in a period (issue 39, decision 028), in the database:
 * the rule of materials/costing.ts (`itemCosts`) as SQL aggregates, so 100,000 orders are never
 * loaded into the application. Each item's material cost is Σ units × BOM quantity × average
 * cost (millionths × thousandths), rounded to cents once per item, half up (costs are never
 * negative); plus units × the labour and overhead that apply.
 */

/** The orders of the report: received in the period, not cancelled, matching the filters. */
const SCOPED = (scope: ReportScope) =>
  sql`(select o.id from orders o where ${receivedIn(scope)} and o.status <> 'CANCELLED'
    and ${orderFilters(scope)})`;

/**
 * What each item takes, as the requirements read it: a product item's people by size (or its
 * quantity without people); a pack item's products, times their quantity in the pack, by its
 * people's sizes of each product and the rest at the per-unit quantity.
 */
const TAKES = (inScope: RawBuilder<unknown>) => sql`(
  select oi.id as item_id, oi.order_id, oi.product_id, op.size, count(*) as units
    from order_items oi join order_people op on op.order_item_id = oi.id
    where oi.product_id is not null and oi.order_id in ${inScope}
    group by oi.id, oi.order_id, oi.product_id, op.size
  union all
  select oi.id, oi.order_id, oi.product_id, null, oi.quantity from order_items oi
    where oi.product_id is not null and oi.order_id in ${inScope}
      and not exists (select 1 from order_people op where op.order_item_id = oi.id)
  union all
  select oi.id, oi.order_id, pi.product_id, ops.size, count(*) * pi.quantity
    from order_items oi join package_items pi on pi.package_id = oi.package_id
    join order_people op on op.order_item_id = oi.id
    join order_person_sizes ops on ops.order_person_id = op.id and ops.product_id = pi.product_id
    where oi.order_id in ${inScope}
    group by oi.id, oi.order_id, pi.product_id, ops.size, pi.quantity
  union all
  select oi.id, oi.order_id, pi.product_id, null, (oi.quantity - coalesce(s.n, 0)) * pi.quantity
    from order_items oi join package_items pi on pi.package_id = oi.package_id
    left join (select op.order_item_id, ops.product_id, count(*) as n
        from order_people op join order_person_sizes ops on ops.order_person_id = op.id
        group by op.order_item_id, ops.product_id) s
      on s.order_item_id = oi.id and s.product_id = pi.product_id
    where oi.order_id in ${inScope} and oi.quantity - coalesce(s.n, 0) > 0)`;

/** One unit's materials per product and size name (a size's own quantity, else the per-unit one). */
const SIZED_UNIT = sql`(select pm.product_id, ps.name as size,
    sum(coalesce(pms.quantity_milli, pm.quantity_milli) * m.avg_cost_micro) as micro
  from product_materials pm join materials m on m.id = pm.material_id
  join product_sizes ps on ps.product_id = pm.product_id
  left join product_material_sizes pms
    on pms.product_material_id = pm.id and pms.product_size_id = ps.id
  group by pm.product_id, ps.name)`;
const BASE_UNIT = sql`(select pm.product_id, sum(pm.quantity_milli * m.avg_cost_micro) as micro
  from product_materials pm join materials m on m.id = pm.material_id group by pm.product_id)`;

/** Labour and overhead per unit: the product's own where set, else its line's, else 0. */
const PER_UNIT = sql`(select p.id as product_id,
    coalesce(pc.labour_cents, lc.labour_cents, 0)
      + coalesce(pc.overhead_cents, lc.overhead_cents, 0) as cents
  from products p left join product_costs pc on pc.product_id = p.id
  left join models md on md.id = p.model_id
  left join line_costs lc on lc.line_id = md.line_id)`;

/** Cents from millionths × thousandths (10^7 a cent), half up, on each database. */
const toCents = (scope: ReportScope, micro: RawBuilder<unknown>) =>
  scope.dialect === 'postgres'
    ? sql`div(${micro} + 5000000, 10000000)`
    : sql`(${micro} + 5000000) / 10000000`;

/** Each item of the scope's orders with its expected cost (`ic`: item_id, order_id, cost). */
const ITEM_COSTS = (scope: ReportScope) => sql`(select t.item_id, t.order_id,
    ${toCents(scope, sql`sum(t.units * coalesce(u.micro, b.micro, 0))`)}
      + sum(t.units * coalesce(l.cents, 0)) as cost
  from ${TAKES(SCOPED(scope))} t
  left join ${SIZED_UNIT} u on u.product_id = t.product_id and u.size = t.size
  left join ${BASE_UNIT} b on b.product_id = t.product_id
  left join ${PER_UNIT} l on l.product_id = t.product_id
  group by t.item_id, t.order_id)`;

/** Each order's expected cost and actual material cost (`oc`: order_id, cost, actual). */
const ORDER_COSTS = (scope: ReportScope) => sql`(select ic.order_id, sum(ic.cost) as cost
  from ${ITEM_COSTS(scope)} ic group by ic.order_id)`;
const ACTUAL = (scope: ReportScope) => sql`(select s.order_id, -sum(s.value_cents) as cents
  from stock_movements s where s.order_id in ${SCOPED(scope)} group by s.order_id)`;

export type MarginRow = {
  label: string | null;
  orders: unknown;
  revenue: unknown;
  cost: unknown;
  actual: unknown;
};

/** Per period (week or month of receipt) or per client: revenue, cost and actual cost. */
export const marginByOrder = (db: Db, scope: ReportScope, by: 'week' | 'month' | 'client') => {
  const label = by === 'client' ? sql`c.name` : bucketOf(scope, sql`o.created_at`, by);
  const group = by === 'client' ? sql`c.id, c.name` : sql`1`;
  return rows(
    db,
    sql<MarginRow>`select ${label} as label, count(*) as orders,
        sum(o.total_cents) as revenue, sum(coalesce(oc.cost, 0)) as cost, sum(a.cents) as actual
      from orders o join clients c on c.id = o.client_id
      left join ${ORDER_COSTS(scope)} oc on oc.order_id = o.id
      left join ${ACTUAL(scope)} a on a.order_id = o.id
      where o.id in ${SCOPED(scope)}
      group by ${group} order by ${by === 'client' ? sql`3 desc, 1` : sql`1`}`,
  );
};

/** Per line of the items' products (a pack's items apart, `label` null): revenue and cost. */
export const marginByLine = (db: Db, scope: ReportScope) =>
  rows(
    db,
    sql<MarginRow & { pack: unknown }>`select l.name as label,
        case when oi.package_id is null then 0 else 1 end as pack,
        count(distinct oi.order_id) as orders, sum(oi.subtotal_cents) as revenue,
        sum(coalesce(ic.cost, 0)) as cost, null as actual
      from order_items oi
      left join ${ITEM_COSTS(scope)} ic on ic.item_id = oi.id
      left join products p on p.id = oi.product_id
      left join models md on md.id = p.model_id
      left join lines l on l.id = md.line_id
      where oi.order_id in ${SCOPED(scope)}
      group by l.id, l.name, case when oi.package_id is null then 0 else 1 end
      order by 4 desc, 1`,
  );
