import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnulBillInputSchema,
  BILLING_MESSAGES as M,
  BillExportQuerySchema,
  BillListQuerySchema,
  BillPageSchema,
  BillSchema,
  CreateBillInputSchema,
  IdParamsSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { sendPdf } from '../../lib/pdf';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { billsCsv } from './bill.csv';
import { renderBillPdf } from './bill-pdf';

/** Facturas (issue 19): any staff member for now; bills are issued and annulled, never edited. */
export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  const bills = app.bills;
  const config = { access: 'staff' } as const;
  const tags = ['billing'];
  const base = { path: '/api/bill', config, tags };
  const one = { 200: envelopeSchema(BillSchema) };

  pageRoute(app, { ...base, query: BillListQuerySchema, page: BillPageSchema, list: bills.list });
  csvExportRoute(app, {
    ...base,
    query: BillExportQuerySchema,
    fileName: 'facturas',
    csv: async (query) => billsCsv(await bills.export(query)),
  });
  app.get(
    '/api/bill/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await bills.get(request.params.id), M.billFound),
  );
  app.get(
    '/api/bill/:id/pdf',
    { config, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const { bill, issuer } = await bills.forPdf(request.params.id);
      const pdf = await renderBillPdf(bill, issuer, app.storage);
      return sendPdf(reply, `factura-${bill.number}.pdf`, pdf);
    },
  );
  app.post(
    '/api/bill/create',
    { config, schema: { tags, body: CreateBillInputSchema, response: one } },
    async (request) => {
      const bill = await bills.create(request.body, request.user);
      return ok(bill, M.billCreated(bill.number));
    },
  );
  app.post(
    '/api/bill/:id/annul',
    { config, schema: { tags, params: IdParamsSchema, body: AnnulBillInputSchema, response: one } },
    async (request) => {
      const bill = await bills.annul(request.params.id, request.body, request.user);
      return ok(bill, M.billAnnulled(bill.number));
    },
  );
};
