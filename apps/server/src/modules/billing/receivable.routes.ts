import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillDueDateInputSchema,
  BillSchema,
  IdParamsSchema,
  RECEIVABLE_MESSAGES as M,
  ReceivableExportQuerySchema,
  ReceivableListQuerySchema,
  ReceivablePageSchema,
  centsToText,
  type Receivable,
} from '@taller/shared';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { answering, listRoutes } from '../../resource';

const RECEIVABLE_CSV_COLUMNS: CsvColumn<Receivable>[] = [
  ['Cliente', (r) => r.clientName],
  ['Documentos', (r) => String(r.billCount)],
  ['Vencimiento más antiguo', (r) => r.oldestDueDate],
  ['Al día', (r) => centsToText(r.currentCents)],
  ['1–30 días', (r) => centsToText(r.days1to30Cents)],
  ['31–60 días', (r) => centsToText(r.days31to60Cents)],
  ['Más de 60 días', (r) => centsToText(r.over60Cents)],
  ['Total', (r) => centsToText(r.totalCents)],
];

/** 'Cuentas por cobrar' and a bill's due date (issue 37): staff, as the bills themselves. */
export const receivableRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { path: '/api/receivable', config: { access: 'staff' }, tags: ['billing'] } as const;
  listRoutes(app, {
    ...base,
    noun: 'receivable',
    list: {
      query: ReceivableListQuerySchema,
      page: ReceivablePageSchema,
      found: M.receivablesFound,
    },
    csv: {
      query: ReceivableExportQuerySchema,
      fileName: 'cuentas-por-cobrar',
      columns: RECEIVABLE_CSV_COLUMNS,
    },
    service: app.receivables,
  });
  app.put(
    '/api/bill/:id/due-date',
    answering(base, BillSchema, {
      summary: "Set a bill's due date",
      params: IdParamsSchema,
      body: BillDueDateInputSchema,
    }),
    async (request) =>
      ok(await app.bills.setDueDate(request.params.id, request.body, request.user), M.dueDateSaved),
  );
};
