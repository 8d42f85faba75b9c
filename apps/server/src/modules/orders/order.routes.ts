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
  OrderStatusUndoInputSchema,
  PRODUCTION_SHEET_MESSAGES,
  ProductionSheetQuerySchema,
  ProductionSheetSchema,
  UpdateOrderInputSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering, downloading } from '../../resource';
import { sendPdf } from '../../lib/pdf';
import { ORDER_CSV_COLUMNS } from './order.csv';
import { productionSheetPdf } from './production-sheet.pdf';
import { buildProductionSheet } from './production-sheet.service';

/** Orders (issue 18): any staff member for now; the client area comes with its own issue. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.orders;
  const base = { path: '/api/order', config: { access: 'staff' }, tags: ['orders'] } as const;

  resourceRoutes(app, {
    ...base,
    list: { query: OrderListQuerySchema, page: OrderPageSchema },
    csv: { query: OrderExportQuerySchema, fileName: 'pedidos', columns: ORDER_CSV_COLUMNS },
    item: OrderSchema,
    body: { create: CreateOrderInputSchema, update: UpdateOrderInputSchema },
    service: orders,
    messages: M,
    named: (order) => order.number,
  });
  app.post(
    '/api/order/:id/status',
    answering(base, OrderSchema, {
      summary: "Change an order's status",
      params: IdParamsSchema,
      body: OrderStatusInputSchema,
    }),
    async (request) =>
      ok(await orders.changeStatus(request.params.id, request.body, request.user), M.statusChanged),
  );
  app.post(
    '/api/order/:id/status/undo',
    answering(base, OrderSchema, {
      summary: "Undo an order's last status change (its maker, within a minute)",
      params: IdParamsSchema,
      body: OrderStatusUndoInputSchema,
    }),
    async (request) =>
      ok(
        await orders.undoStatus(request.params.id, request.body.version, request.user),
        M.statusUndone,
      ),
  );
  // 'Hoja de producción': every order in production, a list's selection (`ids`), or one order;
  // as JSON and as a PDF.
  const scopeOf = (ids: number[] | undefined) =>
    ids ? { orderIds: ids } : ({ status: 'IN_PRODUCTION' } as const);
  const sheet = {
    summary: 'Get the production sheet of every order in production, or of the orders `ids` names',
    querystring: ProductionSheetQuerySchema,
    statuses: [404],
  };
  app.get('/api/production-sheet', answering(base, ProductionSheetSchema, sheet), async (request) =>
    ok(
      await buildProductionSheet(app.db, scopeOf(request.query.ids)),
      PRODUCTION_SHEET_MESSAGES.found,
    ),
  );
  const sheetPdf = {
    summary:
      'Download the production sheet of every order in production, or of the orders `ids` names, as PDF',
    querystring: ProductionSheetQuerySchema,
    produces: ['application/pdf'],
    statuses: [404],
  };
  app.get('/api/production-sheet.pdf', downloading(base, sheetPdf), async (request, reply) => {
    const { ids } = request.query;
    const data = await buildProductionSheet(app.db, scopeOf(ids));
    const date = data.generatedAt.slice(0, 10);
    const name = ids
      ? `hoja-de-produccion-seleccion-${date}.pdf`
      : `hoja-de-produccion-${date}.pdf`;
    return sendPdf(reply, name, productionSheetPdf(data, `Hoja de producción ${date}`));
  });
  app.get(
    '/api/order/:id/production-sheet',
    answering(base, ProductionSheetSchema, {
      summary: "Get one order's production sheet",
      params: IdParamsSchema,
    }),
    async (request) =>
      ok(
        await buildProductionSheet(app.db, { orderId: request.params.id }),
        PRODUCTION_SHEET_MESSAGES.found,
      ),
  );
  app.get(
    '/api/order/:id/production-sheet.pdf',
    downloading(base, {
      summary: "Download one order's production sheet, as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const data = await buildProductionSheet(app.db, { orderId: request.params.id });
      const number = data.orders[0]!.number;
      return sendPdf(
        reply,
        `hoja-de-produccion-${number}.pdf`,
        productionSheetPdf(data, `Hoja de producción ${number}`),
      );
    },
  );
};
