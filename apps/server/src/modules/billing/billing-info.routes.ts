import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES as M,
  BillingInfoSchema,
  UpdateBillingInfoInputSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';

/** Datos de facturación: every staff member reads it; managers (not PRODUCER) change it. */
export const billingInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = app.billingInfo;
  const tags = ['billing'];
  const response = { 200: envelopeSchema(BillingInfoSchema) };
  app.get('/api/info-bill', { config: { access: 'staff' }, schema: { tags, response } }, async () =>
    ok(await info.get(), M.infoFound),
  );
  app.put(
    '/api/info-bill',
    {
      config: { access: 'manager' },
      schema: { tags, body: UpdateBillingInfoInputSchema, response },
    },
    async (request) => ok(await info.update(request.body, request.user), M.infoSaved),
  );
};
