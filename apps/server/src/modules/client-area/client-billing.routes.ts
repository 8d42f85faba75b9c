import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillListQuerySchema,
  CreatePaymentFieldsSchema,
  CLIENT_AREA_MESSAGES as CM,
  BillPageSchema,
  IdParamsSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering, downloading } from '../../resource';
import { sendBillPdf } from '../billing/bill.routes';
import { receiveProof } from '../billing/payment-upload';
import { sendReceiptPdf } from '../billing/payment-receipt';
import { FILE_FIELD, acceptOneFileForms } from '../media/one-file-form';
import { sendPrivateMedia } from '../media/media-files.routes';
import { CLIENT_AREA as base } from './client-area.routes';
import { ownClientId } from './client-area.service';
import { CLIENT_PROOF_UPLOADS } from './client-upload-limits';

// Not on resourceRoutes: billing's reads and a proof upload, scoped to the caller's own client.
/**
 * A client's bills and payment proofs (issue 20): billing's own services, scoped to the caller's
 * client. Another client's bill or proof answers 404, as a missing one.
 */
export const clientBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFileForms(app);
  const bills = app.bills;
  const payments = app.payments;
  /** The caller's client id; an account without a live client record owns nothing (-1). */
  const own = async (actor: { id: number }) => (await ownClientId(app.db, actor)) ?? -1;

  app.get(
    '/api/client-area/bills',
    answering(base, BillPageSchema, {
      summary: "List the client's own bills, paged",
      querystring: BillListQuerySchema,
    }),
    async (request) =>
      ok(await bills.list({ ...request.query, clientId: await own(request.user) })),
  );
  app.get(
    '/api/client-area/bills/:id/pdf',
    downloading(base, {
      summary: "Download one of the client's bills, as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) =>
      sendBillPdf(app, reply, bills, request.params.id, await own(request.user)),
  );

  app.get(
    '/api/client-area/payments',
    answering(base, PaymentPageSchema, {
      summary: "List the client's own payments, paged",
      querystring: PaymentListQuerySchema,
    }),
    async (request) =>
      ok(await payments.list({ ...request.query, clientId: await own(request.user) }, 'client')),
  );
  app.get(
    '/api/client-area/payments/:id/file',
    downloading(base, {
      summary: "Download the proof file of one of the client's payments",
      params: IdParamsSchema,
      produces: ['application/octet-stream'],
      statuses: [206, 304, 416],
    }),
    async (request, reply) =>
      sendPrivateMedia(
        app,
        request,
        reply,
        await payments.fileOf(request.params.id, await own(request.user)),
      ),
  );
  app.get(
    '/api/client-area/payments/:id/receipt',
    downloading(base, {
      summary: "Download the receipt of one of the client's approved payments, as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      statuses: [409],
    }),
    async (request, reply) =>
      sendReceiptPdf(app, reply, request.params.id, await own(request.user)),
  );
  // 'Enviar comprobante': the staff proof upload, for one of the caller's own orders (and bills).
  app.post(
    '/api/client-area/payments/create',
    answering(
      { ...base, config: { ...base.config, upload: CLIENT_PROOF_UPLOADS } },
      PaymentSchema,
      {
        summary: 'Send a payment proof as the client (an image or PDF in file)',
        consumes: ['multipart/form-data'],
        form: { file: FILE_FIELD, fields: CreatePaymentFieldsSchema },
      },
    ),
    async (request) => {
      const clientId = await own(request.user);
      return ok(
        await receiveProof(app, request, (fields, file) =>
          payments.create(fields, file, request.user, clientId),
        ),
        CM.proofSent,
      );
    },
  );
};
