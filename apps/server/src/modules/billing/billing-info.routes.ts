import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES as M,
  BillingInfoSchema,
  UpdateBillingInfoInputSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';

// Not on resourceRoutes: one settings record, read and replaced: no list, no items, no trash.
/** Datos de facturación: every staff member reads it; managers (not PRODUCER) change it. */
export const billingInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = app.billingInfo;
  const tags = ['billing'];
  const staff = { config: { access: 'staff' }, tags } as const;
  const managers = { config: { access: 'manager' }, tags } as const;
  app.get(
    '/api/info-bill',
    answering(staff, BillingInfoSchema, { summary: 'Get the billing identity' }),
    async () => ok(await info.get(), M.infoFound),
  );
  app.put(
    '/api/info-bill',
    answering(managers, BillingInfoSchema, {
      summary: 'Save the billing identity (kept with its history)',
      body: UpdateBillingInfoInputSchema,
    }),
    async (request) => ok(await info.update(request.body, request.user), M.infoSaved),
  );
};
