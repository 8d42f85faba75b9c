import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_MESSAGES as M,
  REPORT_NAMES,
  ReportQuerySchema,
  ReportSummarySchema,
  ReportTableSchema,
  type ReportTable,
} from '@taller/shared';
import { csvOf, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { answering, csvExportRoute } from '../../resource';

/** A report's table as CSV: its own headers; money in units with two decimals. */
const tableCsv = (table: ReportTable) =>
  csvOf(
    table.columns.map((c): CsvColumn<ReportTable['rows'][number]> => [
      c.label,
      (row) => (c.kind === 'money' ? (Number(row[c.key]) / 100).toFixed(2) : row[c.key]),
    ]),
    table.rows,
  );

// Not on resourceRoutes: figures computed on request, nothing stored (its CSVs are csvExportRoute).
/**
 * 'Reportes' (issue 23): the figures (`/api/report/summary`) and one call per chart
 * (`/api/report/<name>`, and `/api/report/<name>/export.csv`), staff only.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.reports;
  const config = { access: 'staff' } as const;
  const tags = ['reports'];
  const querystring = ReportQuerySchema;
  const base = { config, tags };

  app.get(
    '/api/report/summary',
    answering(base, ReportSummarySchema, {
      summary: 'Get the headline figures for a period',
      querystring,
    }),
    async (request) => ok(await reports.summary(request.query), M.found),
  );
  for (const name of REPORT_NAMES) {
    const path = `/api/report/${name}`;
    const summary = `Get the ${name} report for a period`;
    app.get(path, answering(base, ReportTableSchema, { summary, querystring }), async (request) =>
      ok(await reports.table(name, request.query), M.found),
    );
    csvExportRoute(app, {
      ...base,
      path,
      query: querystring,
      fileName: `reporte-${name}`,
      summary: `Export the ${name} report for a period, as CSV`,
      csv: async (query) => tableCsv(await reports.table(name, query)),
    });
  }
};
