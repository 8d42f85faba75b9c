import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClientFaqQuerySchema,
  ClientFaqSchema,
  CreateFaqInputSchema,
  FAQ_MESSAGES as M,
  FaqExportQuerySchema,
  FaqListQuerySchema,
  FaqPageSchema,
  FaqSchema,
  IdParamsSchema,
  ReorderFaqInputSchema,
  UpdateFaqInputSchema,
  z,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering } from '../../resource';
import { CLIENT_AREA } from '../client-area/client-area.routes';
import { FAQ_CSV_COLUMNS } from './faq.csv';

/** 'Preguntas frecuentes' (issue 20): staff manage them; a client reads the published ones. The service is app.faqs. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const faqs = app.faqs;
  const base = { path: '/api/faq', config: { access: 'staff' }, tags: ['faq'] } as const;
  const byId = (summary: string) => answering(base, FaqSchema, { summary, params: IdParamsSchema });

  resourceRoutes(app, {
    ...base,
    list: { query: FaqListQuerySchema, page: FaqPageSchema },
    csv: {
      query: FaqExportQuerySchema,
      fileName: 'preguntas-frecuentes',
      columns: FAQ_CSV_COLUMNS,
    },
    item: FaqSchema,
    body: { create: CreateFaqInputSchema, update: UpdateFaqInputSchema },
    service: faqs,
    messages: {
      found: M.foundOne,
      created: M.created,
      updated: M.updated,
      deleted: M.deleted,
      restored: M.restored,
    },
  });
  app.post(
    '/api/faq/reorder',
    answering(base, z.array(FaqSchema), {
      summary: 'Set the order the questions are shown in',
      body: ReorderFaqInputSchema,
    }),
    async (request) => ok(await faqs.reorder(request.body, request.user), M.reordered),
  );
  app.post('/api/faq/:id/publish', byId('Publish a question to clients'), async (request) =>
    ok(await faqs.setStatus(request.params.id, 'PUBLISHED', request.user), M.published),
  );
  app.post('/api/faq/:id/unpublish', byId('Withdraw a question from clients'), async (request) =>
    ok(await faqs.setStatus(request.params.id, 'DRAFT', request.user), M.unpublished),
  );

  app.get(
    '/api/client-area/faq',
    answering(CLIENT_AREA, ClientFaqSchema, {
      summary: 'List the published questions, for clients',
      querystring: ClientFaqQuerySchema,
    }),
    async (request) => ok(await faqs.published(request.query.q), M.found),
  );
};
