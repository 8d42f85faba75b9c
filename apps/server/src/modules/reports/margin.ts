import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COSTING_MESSAGES as C,
  MARGIN_REPORT_NAMES,
  MarginReportTableSchema,
  REPORT_MESSAGES,
  ReportQuerySchema,
  type MarginReportName,
  type MarginReportTable,
  type ReportQuery,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { csvOf, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { answering, csvExportRoute } from '../../resource';
import { marginByLine, marginByOrder, type MarginRow } from './margin.repository';
import { timelineUnit } from './report.service';

const num = (value: unknown) => Number(value ?? 0);
type Column = MarginReportTable['columns'][number];
const money = (key: string, label: string): Column => ({ key, label, kind: 'money' });

/** One row of a margin report: revenue, expected cost, margin (and actual cost where known). */
const rowOf = (label: string, row: MarginRow, withActual: boolean) => ({
  label,
  orders: num(row.orders),
  revenueCents: num(row.revenue),
  costCents: num(row.cost),
  marginCents: num(row.revenue) - num(row.cost),
  ...(withActual && { actualCents: row.actual == null ? null : num(row.actual) }),
});

/** A margin report of the orders received in the period (decision 028), directors only. */
export async function marginReport(
  db: Db,
  dialect: Dialect,
  name: MarginReportName,
  query: ReportQuery,
): Promise<MarginReportTable> {
  const scope = { ...query, dialect };
  const first: Column = {
    key: 'label',
    label:
      name === 'margin-lines'
        ? C.columns.line
        : name === 'margin-clients'
          ? C.columns.client
          : C.columns.period,
    kind: 'text',
  };
  const columns: Column[] = [
    first,
    { key: 'orders', label: C.columns.orders, kind: 'number' },
    money('revenueCents', C.columns.revenue),
    money('costCents', C.columns.cost),
    money('marginCents', C.columns.margin),
  ];
  let rows;
  if (name === 'margin-lines') {
    rows = (await marginByLine(db, scope)).map((r) =>
      rowOf(num(r.pack) ? C.packs : (r.label ?? C.noLine), r, false),
    );
  } else {
    columns.push(money('actualCents', C.columns.actual));
    const by = name === 'margin-clients' ? 'client' : timelineUnit(query);
    rows = (await marginByOrder(db, scope, by)).map((r) => rowOf(r.label ?? '', r, true));
  }
  return { name, title: C.reportTitles[name], columns, rows };
}

/** Money in units with two decimals, an empty cell where there is no figure. */
const tableCsv = (table: MarginReportTable) =>
  csvOf(
    table.columns.map((c): CsvColumn<MarginReportTable['rows'][number]> => [
      c.label,
      (row) =>
        c.kind === 'money' && row[c.key] !== null
          ? (Number(row[c.key]) / 100).toFixed(2)
          : (row[c.key] ?? ''),
    ]),
    table.rows,
  );

/** `GET /api/report/margin-…` and their CSVs: access level director. */
export const marginRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { config: { access: 'director' }, tags: ['reports'] } as const;
  for (const name of MARGIN_REPORT_NAMES) {
    const path = `/api/report/${name}`;
    const summary = `Get the ${name} report for a period (directors)`;
    const table = (query: ReportQuery) => marginReport(app.db, app.dialect, name, query);
    app.get(
      path,
      answering(base, MarginReportTableSchema, { summary, querystring: ReportQuerySchema }),
      async (request) => ok(await table(request.query), REPORT_MESSAGES.found),
    );
    csvExportRoute(app, {
      ...base,
      path,
      query: ReportQuerySchema,
      fileName: `reporte-${name}`,
      summary: `Export the ${name} report for a period, as CSV (directors)`,
      csv: async (query) => tableCsv(await table(query)),
    });
  }
};
