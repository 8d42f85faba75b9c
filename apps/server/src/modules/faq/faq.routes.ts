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
  envelopeSchema,
  z,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { faqsCsv } from './faq.csv';
import { createFaqService } from './faq.service';

/** 'Preguntas frecuentes' (issue 20): staff manage them; a client reads the published ones. */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const faqs = createFaqService({ db: app.db });
  const config = { access: 'staff' } as const;
  const tags = ['faq'];
  const base = { path: '/api/faq', config, tags };
  const one = { 200: envelopeSchema(FaqSchema) };
  const byId = { config, schema: { tags, params: IdParamsSchema, response: one } };

  pageRoute(app, { ...base, query: FaqListQuerySchema, page: FaqPageSchema, list: faqs.list });
  csvExportRoute(app, {
    ...base,
    query: FaqExportQuerySchema,
    fileName: 'preguntas-frecuentes',
    csv: async (query) => faqsCsv(await faqs.export(query)),
  });
  app.get('/api/faq/:id', byId, async (request) =>
    ok(await faqs.get(request.params.id), M.foundOne),
  );
  app.post(
    '/api/faq/create',
    { config, schema: { tags, body: CreateFaqInputSchema, response: one } },
    async (request) => ok(await faqs.create(request.body, request.user), M.created),
  );
  app.put(
    '/api/faq/update',
    { config, schema: { tags, body: UpdateFaqInputSchema, response: one } },
    async (request) => ok(await faqs.update(request.body, request.user), M.updated),
  );
  app.post(
    '/api/faq/reorder',
    {
      config,
      schema: {
        tags,
        body: ReorderFaqInputSchema,
        response: { 200: envelopeSchema(z.array(FaqSchema)) },
      },
    },
    async (request) => ok(await faqs.reorder(request.body, request.user), M.reordered),
  );
  app.post('/api/faq/:id/publish', byId, async (request) =>
    ok(await faqs.setStatus(request.params.id, 'PUBLISHED', request.user), M.published),
  );
  app.post('/api/faq/:id/unpublish', byId, async (request) =>
    ok(await faqs.setStatus(request.params.id, 'DRAFT', request.user), M.unpublished),
  );
  app.delete('/api/faq/delete/:id', byId, async (request) =>
    ok(await faqs.remove(request.params.id, request.user), M.deleted),
  );
  app.post('/api/faq/restore/:id', byId, async (request) =>
    ok(await faqs.restore(request.params.id, request.user), M.restored),
  );

  app.get(
    '/api/client-area/faq',
    {
      config: { access: 'client' },
      schema: {
        tags: ['client-area'],
        querystring: ClientFaqQuerySchema,
        response: { 200: envelopeSchema(ClientFaqSchema) },
      },
    },
    async (request) => ok(await faqs.published(request.query.q), M.found),
  );
};
