import {
  ORDER_STATUSES,
  PENDING_AGE_BUCKETS,
  REPORT_TITLES,
  orderStatusLabel,
  type ReportName,
  type ReportQuery,
  type ReportSummary,
  type ReportTable,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { createRollups } from './report-rollup';
import * as repo from './report.repository';

const num = (value: unknown) => Number(value ?? 0);

/** Periods up to about three months are drawn per week, longer ones per month. */
export const timelineUnit = (query: ReportQuery): 'week' | 'month' =>
  Date.parse(query.to) - Date.parse(query.from) <= 92 * 86_400_000 ? 'week' : 'month';

type Column = ReportTable['columns'][number];
const text = (key: string, label: string): Column => ({ key, label, kind: 'text' });
const count = (key: string, label: string): Column => ({ key, label, kind: 'number' });
const money = (key: string, label: string): Column => ({ key, label, kind: 'money' });
/** A material's quantity: the database keeps thousandths. */
const quantity = (milli: unknown) => num(milli) / 1000;
const materialName = (r: { code: string; name: string }) => `${r.code} — ${r.name}`;

/**
 * A table of figures per period: one row per period with each series' figure for it (0 where a
 * series has none), oldest period first.
 */
function perPeriod(period: Column, series: [Column, [period: string, figure: number][]][]) {
  const zero = Object.fromEntries(series.map(([column]) => [column.key, 0]));
  const rows = new Map<string, Record<string, string | number>>();
  for (const [column, figures] of series) {
    for (const [at, figure] of figures) {
      const row = rows.get(at) ?? { [period.key]: at, ...zero };
      row[column.key] = figure;
      rows.set(at, row);
    }
  }
  return {
    columns: [period, ...series.map(([column]) => column)],
    rows: [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row),
  };
}

/** The instants that split pending proofs by age (1, 3 and 7 days before `now`), newest first. */
export const ageLimits = (now: number) =>
  PENDING_AGE_BUCKETS.filter((b) => Number.isFinite(b.days)).map((b) =>
    new Date(now - b.days * 86_400_000).toISOString(),
  );

/** The reports screen's figures and tables, each from the SQL aggregates of the repository. */
export function createReportService({
  db,
  dialect,
  now = Date.now,
}: {
  db: Db;
  dialect: Dialect;
  now?: () => number;
}) {
  const scopeOf = (query: ReportQuery) => ({ ...query, dialect });
  const rollups = createRollups(db, dialect);
  /** Materials below their minimum are read live and need no roll-up. */
  const live = new Set<ReportName>(['low-stock']);

  async function summary(query: ReportQuery, today?: string): Promise<ReportSummary> {
    await rollups.settle();
    const scope = scopeOf(query);
    const [received, delivered, overdue, money] = await Promise.all([
      repo.receivedFigures(db, scope),
      repo.deliveredFigures(db, scope),
      repo.overdueNow(db, scope, today),
      repo.moneyFigures(db, scope),
    ]);
    return {
      ...received,
      ...delivered,
      onTimePercent:
        delivered.ordersDelivered === 0
          ? null
          : Math.round((delivered.deliveredOnTime / delivered.ordersDelivered) * 1000) / 10,
      overdueNow: overdue,
      ...money,
    };
  }

  /** The clients or institutions with the most orders, and their amount. */
  async function topParties(
    scope: ReturnType<typeof scopeOf>,
    party: 'client' | 'institution',
    label: string,
  ) {
    return {
      columns: [text('name', label), count('orders', 'Pedidos'), money('amount', 'Monto')],
      rows: (await repo.topParties(db, scope, party)).map((r) => ({
        name: r.name,
        orders: num(r.orders),
        amount: num(r.amount),
      })),
    };
  }

  const tables: Record<
    ReportName,
    (scope: ReturnType<typeof scopeOf>) => Promise<Pick<ReportTable, 'columns' | 'rows'>>
  > = {
    async status(scope) {
      const found = new Map((await repo.byStatus(db, scope)).map((r) => [r.status, num(r.orders)]));
      return {
        columns: [text('status', 'Estado'), count('orders', 'Pedidos')],
        rows: ORDER_STATUSES.map((status) => ({
          status: orderStatusLabel(status),
          orders: found.get(status) ?? 0,
        })),
      };
    },
    async timeline(scope) {
      const by = timelineUnit(scope);
      const { orders, units } = await repo.timeline(db, scope, by);
      return perPeriod(text('period', by === 'week' ? 'Semana (desde el lunes)' : 'Mes'), [
        [count('orders', 'Pedidos'), orders.map((r) => [r.bucket, num(r.orders)])],
        [count('units', 'Unidades'), units.map((r) => [r.bucket, num(r.units)])],
      ]);
    },
    async lines(scope) {
      return {
        columns: [text('line', 'Línea'), count('units', 'Unidades')],
        rows: (await repo.unitsByLine(db, scope)).map((r) => ({
          line: r.line ?? 'Sin línea',
          units: num(r.units),
        })),
      };
    },
    async models(scope) {
      const found = await repo.unitsByModel(db, scope);
      return {
        columns: [text('model', 'Modelo'), text('color', 'Color'), count('units', 'Unidades')],
        rows: found.map((r) => ({
          model: r.model ?? 'Sin modelo',
          color: [r.frame, r.base].filter(Boolean).join(' / ') || 'Sin color',
          units: num(r.units),
        })),
      };
    },
    async sizes(scope) {
      const found = await repo.sizes(db, scope);
      return {
        columns: [text('size', 'Talla'), count('people', 'Personas')],
        rows: found.map((r) => ({ size: r.size ?? 'Sin talla', people: num(r.people) })),
      };
    },
    clients: (scope) => topParties(scope, 'client', 'Cliente'),
    institutions: (scope) => topParties(scope, 'institution', 'Institución'),
    async billing(scope) {
      const { billed, collected } = await repo.billingByMonth(db, scope);
      return perPeriod(text('month', 'Mes'), [
        [money('billed', 'Facturado'), billed.map((r) => [r.bucket, num(r.cents)])],
        [money('collected', 'Cobrado'), collected.map((r) => [r.bucket, num(r.cents)])],
      ]);
    },
    async consumption(scope) {
      return {
        columns: [text('material', 'Material'), text('unit', 'Unidad'), count('used', 'Consumo')],
        rows: (await repo.consumption(db, scope)).map((r) => ({
          material: materialName(r),
          unit: r.unit,
          used: quantity(r.milli),
        })),
      };
    },
    async 'low-stock'() {
      return {
        columns: [
          text('material', 'Material'),
          text('unit', 'Unidad'),
          count('stock', 'Stock'),
          count('minimum', 'Mínimo'),
          { key: 'covered', label: '% del mínimo', kind: 'percent' },
        ],
        rows: (await repo.lowStock(db)).map((r) => ({
          material: materialName(r),
          unit: r.unit,
          stock: quantity(r.stock),
          minimum: quantity(r.minimum),
          // Units differ between materials: the chart compares each with its own minimum.
          covered: num(r.minimum) > 0 ? Math.round((num(r.stock) / num(r.minimum)) * 100) : null,
        })),
      };
    },
    async payments(scope) {
      const found = await repo.pendingPayments(db, scope, ageLimits(now()));
      const byBucket = new Map(found.map((r) => [num(r.bucket), r]));
      return {
        columns: [
          text('age', 'Antigüedad'),
          count('proofs', 'Comprobantes'),
          money('amount', 'Monto'),
        ],
        rows: PENDING_AGE_BUCKETS.map((bucket, i) => ({
          age: bucket.label,
          proofs: num(byBucket.get(i)?.proofs),
          amount: num(byBucket.get(i)?.cents),
        })),
      };
    },
  };

  async function table(name: ReportName, query: ReportQuery): Promise<ReportTable> {
    if (!live.has(name)) await rollups.settle();
    return { name, title: REPORT_TITLES[name], ...(await tables[name](scopeOf(query))) };
  }

  return { summary, table, settle: rollups.settle };
}
export type ReportService = ReturnType<typeof createReportService>;
