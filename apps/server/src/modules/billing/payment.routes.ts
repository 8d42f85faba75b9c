import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES as M,
  ApproveOverpaymentInputSchema,
  CreatePaymentFieldsSchema,
  IdParamsSchema,
  PaymentExportQuerySchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  RejectPaymentInputSchema,
  formatMoney,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering, downloading, listRoutes } from '../../resource';
import { sendPrivateMedia } from '../media/media-files.routes';
import { PAYMENT_CSV_COLUMNS } from './payment.csv';
import { sendReceiptPdf } from './payment-receipt';
import { receiveProof } from './payment-upload';
import { FILE_FIELD, acceptOneFileForms } from '../media/one-file-form';

// Not on resourceRoutes: a proof is uploaded then approved or rejected, never edited or trashed.
/** Verificación de pagos (issue 19): staff record proofs for clients and decide on them. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, as media's: one file and a few short fields.
  await acceptOneFileForms(app);
  const payments = app.payments;
  const base = { path: '/api/payment', config: { access: 'staff' }, tags: ['billing'] } as const;

  listRoutes(app, {
    ...base,
    list: { query: PaymentListQuerySchema, page: PaymentPageSchema },
    csv: {
      query: PaymentExportQuerySchema,
      fileName: 'comprobantes',
      columns: PAYMENT_CSV_COLUMNS,
    },
    service: payments,
  });

  app.post(
    '/api/payment/create',
    answering(base, PaymentSchema, {
      summary: "Record a client's payment with its proof (an image or PDF in file)",
      consumes: ['multipart/form-data'],
      form: { file: FILE_FIELD, fields: CreatePaymentFieldsSchema },
    }),
    async (request) =>
      ok(
        await receiveProof(app, request, (fields, file) =>
          payments.create(fields, file, request.user),
        ),
        M.paymentCreated,
      ),
  );
  // The proof's file: private media, only through this call (and the client's own).
  app.get(
    '/api/payment/:id/file',
    downloading(base, {
      summary: "Download a payment's proof file",
      params: IdParamsSchema,
      produces: ['application/octet-stream'],
      statuses: [206, 304, 416],
    }),
    async (request, reply) =>
      sendPrivateMedia(app, request, reply, await payments.fileOf(request.params.id)),
  );
  // 'Recibo': an approved payment's receipt, never called a factura (issue 36).
  app.get(
    '/api/payment/:id/receipt',
    downloading(base, {
      summary: "Download an approved payment's receipt, as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      statuses: [409],
    }),
    async (request, reply) => sendReceiptPdf(app, reply, request.params.id),
  );
  app.post(
    '/api/payment/:id/approve',
    answering(base, PaymentSchema, { summary: 'Approve a payment', params: IdParamsSchema }),
    async (request) =>
      ok(await payments.approve(request.params.id, request.user), M.paymentApproved),
  );
  // 'Registrar pago en exceso': an approval beyond what is owed, with its reason (decision 021).
  app.post(
    '/api/payment/:id/approve-overpayment',
    answering(base, PaymentSchema, {
      summary: 'Approve a payment beyond what is owed, with a reason (overpayment)',
      params: IdParamsSchema,
      body: ApproveOverpaymentInputSchema,
    }),
    async (request) => {
      const payment = await payments.approve(request.params.id, request.user, request.body);
      return ok(
        payment,
        payment.excessCents > 0
          ? M.paymentApprovedWithExcess(formatMoney(payment.excessCents))
          : M.paymentApproved,
      );
    },
  );
  app.post(
    '/api/payment/:id/reject',
    answering(base, PaymentSchema, {
      summary: 'Reject a payment, with a reason',
      params: IdParamsSchema,
      body: RejectPaymentInputSchema,
    }),
    async (request) =>
      ok(await payments.reject(request.params.id, request.body, request.user), M.paymentRejected),
  );
};
