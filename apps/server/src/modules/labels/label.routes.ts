import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, LabelsQuerySchema, SelectionLabelsQuerySchema } from '@taller/shared';
import { sendPdf } from '../../lib/pdf';
import { downloading } from '../../resource';

/** An order's labels and packing list (issue 35): staff, like the order itself. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const labels = app.labels;
  const base = { config: { access: 'staff' }, tags: ['orders'] } as const;
  app.get(
    '/api/order/:id/labels.pdf',
    downloading(base, {
      summary: "Download an order's labels on A4 sheets of stickers (one per person), as PDF",
      params: IdParamsSchema,
      querystring: LabelsQuerySchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const { layout } = request.query;
      const { number, pdf } = await labels.labels(request.params.id, layout);
      return sendPdf(reply, `etiquetas-${number}-${layout}.pdf`, pdf);
    },
  );
  app.get(
    '/api/labels.pdf',
    downloading(base, {
      summary: "Download the labels of several orders (a list's selection, `ids`), as PDF",
      querystring: SelectionLabelsQuerySchema,
      produces: ['application/pdf'],
      statuses: [404, 409],
    }),
    async (request, reply) => {
      const { ids, layout } = request.query;
      const pdf = await labels.labelsOfOrders(ids, layout);
      return sendPdf(reply, `etiquetas-${ids.length}-pedidos-${layout}.pdf`, pdf);
    },
  );
  app.get(
    '/api/order/:id/packing-list.pdf',
    downloading(base, {
      summary: "Download an order's packing list (people by course, a tick column), as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const { number, pdf } = await labels.packingList(request.params.id);
      return sendPdf(reply, `lista-de-empaque-${number}.pdf`, pdf);
    },
  );
};
