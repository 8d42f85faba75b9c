import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrderInputSchema,
  IdParamsSchema,
  ORDER_MESSAGES as M,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderSchema,
  OrderStatusInputSchema,
  RosterPreviewInputSchema,
  RosterPreviewSchema,
  UpdateOrderInputSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { ordersCsv } from './order.csv';

/** Orders (issue 18): any staff member for now; the client area comes with its own issue. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.orders;
  const config = { access: 'staff' } as const;
  const tags = ['orders'];
  const base = { path: '/api/order', config, tags };
  const one = { 200: envelopeSchema(OrderSchema) };
  const item = { config, schema: { tags, params: IdParamsSchema, response: one } };

  pageRoute(app, {
    ...base,
    query: OrderListQuerySchema,
    page: OrderPageSchema,
    list: orders.list,
  });
  csvExportRoute(app, {
    ...base,
    query: OrderExportQuerySchema,
    fileName: 'pedidos',
    csv: async (query) => ordersCsv(await orders.export(query)),
  });

  app.post(
    '/api/order/roster/preview',
    {
      config,
      schema: {
        tags,
        body: RosterPreviewInputSchema,
        response: { 200: envelopeSchema(RosterPreviewSchema) },
      },
    },
    async (request) => ok(await orders.previewRoster(request.body)),
  );

  app.get('/api/order/:id', item, async (request) =>
    ok(await orders.get(request.params.id), M.found),
  );
  app.post(
    '/api/order/create',
    { config, schema: { tags, body: CreateOrderInputSchema, response: one } },
    async (request) => ok(await orders.create(request.body, request.user), M.created),
  );
  app.put(
    '/api/order/update',
    { config, schema: { tags, body: UpdateOrderInputSchema, response: one } },
    async (request) => ok(await orders.update(request.body, request.user), M.updated),
  );
  app.post(
    '/api/order/:id/status',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: OrderStatusInputSchema, response: one },
    },
    async (request) =>
      ok(await orders.changeStatus(request.params.id, request.body, request.user), M.statusChanged),
  );
  app.delete('/api/order/delete/:id', item, async (request) => {
    const order = await orders.remove(request.params.id, request.user);
    return ok(order, M.deleted(order.number));
  });
  app.post('/api/order/restore/:id', item, async (request) => {
    const order = await orders.restore(request.params.id, request.user);
    return ok(order, M.restored(order.number));
  });
};
