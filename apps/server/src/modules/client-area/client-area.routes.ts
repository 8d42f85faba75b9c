import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_AREA_MESSAGES as CM,
  ClientAreaMeSchema,
  ClientCreateOrderInputSchema,
  ClientOrderListQuerySchema,
  ClientOrderPeopleInputSchema,
  CatalogueQuerySchema,
  CatalogueSchema,
  IdParamsSchema,
  ORDER_MESSAGES as M,
  OrderPageSchema,
  OrderSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';

/** Who may call the client area's routes (CLIENTE accounts only; staff get 403) and their tag. */
export const CLIENT_AREA = { config: { access: 'client' }, tags: ['client-area'] } as const;

// Not on resourceRoutes: read-only views scoped to the caller's own client.
/** The client's own view (issue 20): its catalogue, its orders and their people. */
export const clientAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const area = app.clientArea;

  // The catalogue a client orders from: active products and packs (up to 100 of each).
  app.get(
    '/api/client-area/catalogue',
    answering(CLIENT_AREA, CatalogueSchema, {
      summary: 'List the catalogue a client may order from',
      querystring: CatalogueQuerySchema,
    }),
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
    '/api/client-area/me',
    answering(CLIENT_AREA, ClientAreaMeSchema, {
      summary: "Get the caller's client record: its name and institution",
      // An account whose client record is gone (or was never linked) is told so.
      statuses: [404],
    }),
    async (request) => ok(await area.me(request.user), CM.profileFound),
  );
  app.get(
    '/api/client-area/orders',
    answering(CLIENT_AREA, OrderPageSchema, {
      summary: "List the client's own orders, paged",
      querystring: ClientOrderListQuerySchema,
    }),
    async (request) => ok(await area.listOrders(request.user, request.query), CM.ordersFound),
  );
  app.get(
    '/api/client-area/orders/:id',
    answering(CLIENT_AREA, OrderSchema, {
      summary: "Get one of the client's orders",
      params: IdParamsSchema,
    }),
    async (request) => ok(await area.getOrder(request.user, request.params.id), M.found),
  );
  app.post(
    '/api/client-area/orders/create',
    answering(CLIENT_AREA, OrderSchema, {
      summary: 'Place an order as the client',
      body: ClientCreateOrderInputSchema,
    }),
    async (request) => ok(await area.createOrder(request.user, request.body), CM.orderSent),
  );
  app.put(
    '/api/client-area/orders/:id/people',
    answering(CLIENT_AREA, OrderSchema, {
      summary: "Replace the people (roster) of one of the client's orders",
      params: IdParamsSchema,
      body: ClientOrderPeopleInputSchema,
    }),
    async (request) =>
      ok(await area.updatePeople(request.user, request.params.id, request.body), CM.peopleSaved),
  );
};
