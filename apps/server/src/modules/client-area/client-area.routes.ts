import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_AREA_MESSAGES as CM,
  ClientCreateOrderInputSchema,
  ClientOrderListQuerySchema,
  ClientOrderPeopleInputSchema,
  CatalogueQuerySchema,
  CatalogueSchema,
  IdParamsSchema,
  ORDER_MESSAGES as M,
  OrderPageSchema,
  OrderSchema,
  RosterPreviewInputSchema,
  RosterPreviewSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { createClientAreaService } from './client-area.service';

/** The client's own view (issue 20): CLIENTE accounts only; staff get 403. */
export const clientAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const area = createClientAreaService({ db: app.db, dialect: app.dialect });
  const config = { access: 'client' } as const;
  const tags = ['client-area'];
  const one = { 200: envelopeSchema(OrderSchema) };

  // The catalogue a client orders from: active products and packs (up to 100 of each).
  app.get(
    '/api/client-area/catalogue',
    {
      config,
      schema: {
        tags,
        querystring: CatalogueQuerySchema,
        response: { 200: envelopeSchema(CatalogueSchema) },
      },
    },
    async (request) => {
      const { q, lineId } = request.query;
      const paging = { page: 1, pageSize: 100, deleted: false, status: 'ACTIVE' } as const;
      const products = await app.products.list({
        ...paging,
        q,
        lineId,
        sort: { field: 'name', direction: 'asc' },
      });
      const packages = await app.packages.list({
        ...paging,
        q,
        sort: { field: 'name', direction: 'asc' },
      });
      // By line: the packs holding a product of the line.
      const ofLine = new Set(products.items.map((p) => p.id));
      return ok(
        {
          products: products.items,
          packages: lineId
            ? packages.items.filter((p) => p.items.some((i) => ofLine.has(i.productId)))
            : packages.items,
        },
        CM.catalogueFound,
      );
    },
  );

  app.get(
    '/api/client-area/orders',
    {
      config,
      schema: {
        tags,
        querystring: ClientOrderListQuerySchema,
        response: { 200: envelopeSchema(OrderPageSchema) },
      },
    },
    async (request) => ok(await area.listOrders(request.user, request.query), CM.ordersFound),
  );
  app.get(
    '/api/client-area/orders/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await area.getOrder(request.user, request.params.id), M.found),
  );
  app.post(
    '/api/client-area/orders/create',
    { config, schema: { tags, body: ClientCreateOrderInputSchema, response: one } },
    async (request) => ok(await area.createOrder(request.user, request.body), CM.orderSent),
  );
  // The same roster check as staff's (POST /api/order/roster/preview), for the client's order.
  app.post(
    '/api/client-area/roster/preview',
    {
      config,
      schema: {
        tags,
        body: RosterPreviewInputSchema,
        response: { 200: envelopeSchema(RosterPreviewSchema) },
      },
    },
    async (request) => ok(await area.previewRoster(request.body)),
  );
  app.put(
    '/api/client-area/orders/:id/people',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: ClientOrderPeopleInputSchema, response: one },
    },
    async (request) =>
      ok(await area.updatePeople(request.user, request.params.id, request.body), CM.peopleSaved),
  );
};
