import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnulBillInputSchema,
  BILL_DOCUMENT_TEXTS,
  BILLING_MESSAGES as M,
  BillExportQuerySchema,
  BillListQuerySchema,
  BillPageSchema,
  BillSchema,
  CreateBillInputSchema,
  IdParamsSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { sendPdf } from '../../lib/pdf';
import { answering, downloading, listRoutes } from '../../resource';
import { BILL_CSV_COLUMNS } from './bill.csv';
import { billPdf } from './bill-pdf';

/** GET of a bill's PDF (made on request); with `clientId`, only that client's bill. */
export async function sendBillPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  bills: FastifyInstance['bills'],
  id: number,
  clientId?: number,
) {
  const { pdf, filename } = await billPdf(bills, app.storage, id, clientId);
  return sendPdf(reply, filename, pdf);
}

// Not on resourceRoutes: a bill is issued and annulled, never edited or trashed (list: listRoutes).
/**
 * Bills (issue 19): notas de venta, or facturas through SIAT (issue 36). Any staff member for
 * now; bills are issued and annulled, never edited.
 */
export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  const bills = app.bills;
  const base = { path: '/api/bill', config: { access: 'staff' }, tags: ['billing'] } as const;

  listRoutes(app, {
    ...base,
    list: { query: BillListQuerySchema, page: BillPageSchema },
    csv: {
      query: BillExportQuerySchema,
      fileName: BILL_DOCUMENT_TEXTS.csvFilePrefix,
      columns: BILL_CSV_COLUMNS,
    },
    service: bills,
  });
  app.get(
    '/api/bill/:id',
    answering(base, BillSchema, { summary: 'Get one bill', params: IdParamsSchema }),
    async (request) => ok(await bills.get(request.params.id), M.billFound),
  );
  app.get(
    '/api/bill/:id/pdf',
    downloading(base, {
      summary: 'Download one bill, as PDF',
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => sendBillPdf(app, reply, bills, request.params.id),
  );
  app.post(
    '/api/bill/create',
    answering(base, BillSchema, {
      summary: 'Issue a bill for an order',
      body: CreateBillInputSchema,
    }),
    async (request) => {
      const bill = await bills.create(request.body, request.user);
      return ok(bill, M.billCreated(bill.number, bill.document));
    },
  );
  app.post(
    '/api/bill/:id/annul',
    answering(base, BillSchema, {
      summary: 'Annul a bill, with a reason',
      params: IdParamsSchema,
      body: AnnulBillInputSchema,
    }),
    async (request) => {
      const bill = await bills.annul(request.params.id, request.body, request.user);
      return ok(bill, M.billAnnulled(bill.number, bill.document));
    },
  );
};
