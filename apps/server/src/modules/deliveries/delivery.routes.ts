import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES as M,
  IdParamsSchema,
  OrderDeliveriesSchema,
  RecordDeliveryInputSchema,
  RecordDeliveryResultSchema,
} from '@taller/shared';
import { csvOf, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { sendPdf } from '../../lib/pdf';
import { answering, downloading } from '../../resource';
import { CLIENT_AREA } from '../client-area/client-area.routes';
import { DELIVERY_CSV_COLUMNS } from './delivery.csv';
import { deliveryNote } from './delivery-note.pdf';

/** Delivery person by person (issue 35): staff at the school door, and the client's view. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliveries = app.deliveries;
  const base = { config: { access: 'staff' }, tags: ['deliveries'] } as const;
  app.get(
    '/api/order/:id/deliveries',
    answering(base, OrderDeliveriesSchema, {
      summary: "List an order's people with the state of their delivery",
      params: IdParamsSchema,
    }),
    async (request) => ok(await deliveries.list(request.params.id), M.found),
  );
  app.post(
    '/api/order/:id/deliveries',
    answering(base, RecordDeliveryResultSchema, {
      summary: "Record a person's bag handed over, absent, or a size change (exchange order)",
      params: IdParamsSchema,
      body: RecordDeliveryInputSchema,
    }),
    async (request) => {
      const result = await deliveries.record(request.params.id, request.body, request.user);
      const person = result.people.find((p) => p.id === request.body.personId)!;
      const message =
        request.body.state === 'SIZE_CHANGE'
          ? M.recorded.SIZE_CHANGE(person.name, result.exchangeOrder!.number)
          : M.recorded[request.body.state](person.name);
      return ok(result, message);
    },
  );
  app.get(
    '/api/order/:id/deliveries/export.csv',
    downloading(base, {
      summary: "Export an order's people and the state of their delivery, as CSV",
      params: IdParamsSchema,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      const data = await deliveries.list(request.params.id);
      const csv = csvOf(DELIVERY_CSV_COLUMNS, data.people);
      return sendCsv(reply, `entregas-${data.order.number}`, csv);
    },
  );
  app.get(
    '/api/order/:id/delivery-note.pdf',
    downloading(base, {
      summary: "Download an order's signed delivery note ('Nota de entrega'), as PDF",
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const note = await deliveryNote({ orders: app.orders, deliveries }, request.params.id);
      return sendPdf(reply, note.filename, note.pdf);
    },
  );
  app.get(
    '/api/client-area/orders/:id/deliveries',
    answering(CLIENT_AREA, OrderDeliveriesSchema, {
      summary: "Who of the client's own order has received their bag",
      params: IdParamsSchema,
    }),
    async (request) => {
      const order = await app.clientArea.getOrder(request.user, request.params.id);
      return ok(await deliveries.forClient(order), M.found);
    },
  );
};
