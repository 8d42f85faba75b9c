import {
  ORDER_STATUSES,
  REPORT_TITLES,
  orderStatusLabel,
  type ReportName,
  type ReportQuery,
  type ReportSummary,
  type ReportTable,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import * as repo from './report.repository';

const num = (value: unknown) => Number(value ?? 0);

/** Periods up to about three months are drawn per week, longer ones per month. */
export const timelineUnit = (query: ReportQuery): 'week' | 'month' =>
  Date.parse(query.to) - Date.parse(query.from) <= 92 * 86_400_000 ? 'week' : 'month';

type Column = ReportTable['columns'][number];
const text = (key: string, label: string): Column => ({ key, label, kind: 'text' });
const count = (key: string, label: string): Column => ({ key, label, kind: 'number' });
const money = (key: string, label: string): Column => ({ key, label, kind: 'money' });

/** The reports screen's figures and tables, each from the SQL aggregates of the repository. */
export function createReportService({ db, dialect }: { db: Db; dialect: Dialect }) {
  const scopeOf = (query: ReportQuery) => ({ ...query, dialect });

  async function summary(query: ReportQuery, today?: string): Promise<ReportSummary> {
    const scope = scopeOf(query);
    const [received, delivered, overdue] = await Promise.all([
      repo.receivedFigures(db, scope),
      repo.deliveredFigures(db, scope),
      repo.overdueNow(db, scope, today),
    ]);
    return {
      ...received,
      ...delivered,
      onTimePercent:
        delivered.ordersDelivered === 0
          ? null
          : Math.round((delivered.deliveredOnTime / delivered.ordersDelivered) * 1000) / 10,
      overdueNow: overdue,
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
      const perBucket = new Map<string, { orders: number; units: number }>();
      for (const r of orders) perBucket.set(r.bucket, { orders: num(r.orders), units: 0 });
      for (const r of units) {
        const entry = perBucket.get(r.bucket) ?? { orders: 0, units: 0 };
        entry.units = num(r.units);
        perBucket.set(r.bucket, entry);
      }
      return {
        columns: [
          text('period', by === 'week' ? 'Semana (desde el lunes)' : 'Mes'),
          count('orders', 'Pedidos'),
          count('units', 'Unidades'),
        ],
        rows: [...perBucket.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([period, v]) => ({ period, ...v })),
      };
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
    async clients(scope) {
      return {
        columns: [text('name', 'Cliente'), count('orders', 'Pedidos'), money('amount', 'Monto')],
        rows: (await repo.topParties(db, scope, 'client')).map((r) => ({
          name: r.name,
          orders: num(r.orders),
          amount: num(r.amount),
        })),
      };
    },
    async institutions(scope) {
      return {
        columns: [
          text('name', 'Institución'),
          count('orders', 'Pedidos'),
          money('amount', 'Monto'),
        ],
        rows: (await repo.topParties(db, scope, 'institution')).map((r) => ({
          name: r.name,
          orders: num(r.orders),
          amount: num(r.amount),
        })),
      };
    },
  };

  async function table(name: ReportName, query: ReportQuery): Promise<ReportTable> {
    return { name, title: REPORT_TITLES[name], ...(await tables[name](scopeOf(query))) };
  }

  return { summary, table };
}
export type ReportService = ReturnType<typeof createReportService>;
