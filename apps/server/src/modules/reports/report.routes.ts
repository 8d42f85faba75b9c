import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_MESSAGES as M,
  REPORT_NAMES,
  ReportQuerySchema,
  ReportSummarySchema,
  ReportTableSchema,
  envelopeSchema,
  type ReportTable,
} from '@taller/shared';
import { csvOf, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { csvExportRoute } from '../../lib/list-routes';

/** A report's table as CSV: its own headers; money in units with two decimals. */
const tableCsv = (table: ReportTable) =>
  csvOf(
    table.columns.map((c): CsvColumn<ReportTable['rows'][number]> => [
      c.label,
      (row) => (c.kind === 'money' ? (Number(row[c.key]) / 100).toFixed(2) : row[c.key]),
    ]),
    table.rows,
  );

/**
 * 'Reportes' (issue 23): the figures (`/api/report/summary`) and one call per chart
 * (`/api/report/<name>`, and `/api/report/<name>/export.csv`), staff only.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.reports;
  const config = { access: 'staff' } as const;
  const tags = ['reports'];
  const querystring = ReportQuerySchema;

  app.get(
    '/api/report/summary',
    {
      config,
      schema: { tags, querystring, response: { 200: envelopeSchema(ReportSummarySchema) } },
    },
    async (request) => ok(await reports.summary(request.query), M.found),
  );
  for (const name of REPORT_NAMES) {
    const path = `/api/report/${name}`;
    app.get(
      path,
      {
        config,
        schema: { tags, querystring, response: { 200: envelopeSchema(ReportTableSchema) } },
      },
      async (request) => ok(await reports.table(name, request.query), M.found),
    );
    csvExportRoute(app, {
      path,
      config,
      tags,
      query: querystring,
      fileName: `reporte-${name}`,
      csv: async (query) => tableCsv(await reports.table(name, query)),
    });
  }
};
