import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES as M,
  IdParamsSchema,
  PaymentExportQuerySchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  RejectPaymentInputSchema,
  envelopeSchema,
} from '@taller/shared';
import { badRequest } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { paymentsCsv } from './payment.csv';
import { readProofForm } from './payment-upload';

/** Verificación de pagos (issue 19): staff record proofs for clients and decide on them. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, as media's: one file and a few short fields.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: app.config.mediaMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 50,
    },
  });
  const payments = app.payments;
  const config = { access: 'staff' } as const;
  const tags = ['billing'];
  const one = { 200: envelopeSchema(PaymentSchema) };

  pageRoute(app, {
    path: '/api/payment',
    config,
    tags,
    query: PaymentListQuerySchema,
    page: PaymentPageSchema,
    list: payments.list,
  });

  csvExportRoute(app, {
    path: '/api/payment',
    config,
    tags,
    query: PaymentExportQuerySchema,
    fileName: 'comprobantes',
    csv: async (query) => paymentsCsv(await payments.export(query)),
  });

  app.post(
    '/api/payment/create',
    { config, schema: { tags, consumes: ['multipart/form-data'], response: one } },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('MALFORMED_UPLOAD', M.notMultipart);
      try {
        const { fields, file } = await readProofForm(
          () => request.parts(),
          app.storage,
          app.config.mediaMaxBytes,
        );
        return ok(await payments.create(fields, file, request.user), M.paymentCreated);
      } catch (error) {
        // As media uploads: read and discard the rest of a refused body.
        request.raw.unpipe();
        request.raw.resume();
        throw error;
      }
    },
  );
  app.post(
    '/api/payment/:id/approve',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) =>
      ok(await payments.approve(request.params.id, request.user), M.paymentApproved),
  );
  app.post(
    '/api/payment/:id/reject',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: RejectPaymentInputSchema, response: one },
    },
    async (request) =>
      ok(await payments.reject(request.params.id, request.body, request.user), M.paymentRejected),
  );
};
