import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePurchaseOrderInputSchema,
  FromShortfallInputSchema,
  FromShortfallResultSchema,
  IdParamsSchema,
  PURCHASE_ORDER_MESSAGES as M,
  PurchaseOrderExportQuerySchema,
  PurchaseOrderListQuerySchema,
  PurchaseOrderPageSchema,
  PurchaseOrderSchema,
  ReceivePurchaseOrderInputSchema,
  UpdatePurchaseOrderInputSchema,
  centsToText,
  purchaseOrderStatusLabel,
  type PurchaseOrder,
} from '@taller/shared';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { CsvColumn } from '../../lib/csv';
import { pdfBuffer, sendPdf } from '../../lib/pdf';
import { answering, downloading, listRoutes } from '../../resource';
import { purchaseOrderPdf } from './purchase-order.pdf';
import { receivePurchaseOrder } from './purchase-receipt';
import { purchaseFromShortfall } from './purchase-shortfall';

const CSV_COLUMNS: CsvColumn<PurchaseOrder>[] = [
  ['Número', (o) => o.number],
  ['Proveedor', (o) => o.supplier.name],
  ['Estado', (o) => purchaseOrderStatusLabel(o.status)],
  ['Líneas', (o) => o.lines.length],
  ['Total (Bs)', (o) => centsToText(o.totalCents)],
  ['Enviada', (o) => o.sentAt],
  ['Creada', (o) => o.createdAt],
  ['Creada por', (o) => o.createdBy],
];

/**
 * 'Órdenes de compra' (issue 39): any staff member, as the materials and their receipts are
 * (decision 027). The service is app.purchaseOrders.
 */
export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { purchaseOrders } = app;
  const base = {
    path: '/api/purchase-order',
    config: { access: 'staff' },
    tags: ['suppliers'],
  } as const;

  listRoutes(app, {
    ...base,
    list: { query: PurchaseOrderListQuerySchema, page: PurchaseOrderPageSchema },
    csv: {
      query: PurchaseOrderExportQuerySchema,
      fileName: 'ordenes-de-compra',
      columns: CSV_COLUMNS,
    },
    service: purchaseOrders,
  });
  app.post(
    '/api/purchase-order/from-shortfall',
    answering(base, FromShortfallResultSchema, {
      summary: 'Create one purchase order per supplier from the shortfall of orders in production',
      body: FromShortfallInputSchema,
    }),
    async (request) => {
      const result = await purchaseFromShortfall(app.db, request.body, request.user);
      return ok(result, M.fromShortfall(result.created.length));
    },
  );
  app.get(
    '/api/purchase-order/:id',
    answering(base, PurchaseOrderSchema, {
      summary: 'Get a purchase order with its lines',
      params: IdParamsSchema,
    }),
    async (request) => ok(await purchaseOrders.get(request.params.id), M.found),
  );
  app.get(
    '/api/purchase-order/:id/pdf',
    downloading(base, {
      summary: 'Download a purchase order for its supplier, as PDF',
      params: IdParamsSchema,
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const order = await purchaseOrders.get(request.params.id);
      const supplier = await app.suppliers.get(order.supplier.id);
      return sendPdf(
        reply,
        `orden-de-compra-${order.number}.pdf`,
        purchaseOrderPdf(order, supplier),
      );
    },
  );
  app.post(
    '/api/purchase-order/create',
    answering(base, PurchaseOrderSchema, {
      summary: 'Create a purchase order (Borrador)',
      body: CreatePurchaseOrderInputSchema,
    }),
    async (request) => ok(await purchaseOrders.create(request.body, request.user), M.created),
  );
  app.put(
    '/api/purchase-order/update',
    answering(base, PurchaseOrderSchema, {
      summary: 'Change a purchase order in Borrador',
      body: UpdatePurchaseOrderInputSchema,
    }),
    async (request) => ok(await purchaseOrders.update(request.body, request.user), M.updated),
  );
  app.post(
    '/api/purchase-order/:id/cancel',
    answering(base, PurchaseOrderSchema, {
      summary: 'Cancel a purchase order: what is still due is no longer awaited',
      params: IdParamsSchema,
    }),
    async (request) =>
      ok(await purchaseOrders.cancel(request.params.id, request.user), M.cancelled),
  );
  app.post(
    '/api/purchase-order/:id/mark-sent',
    answering(base, PurchaseOrderSchema, {
      summary: 'Mark a purchase order as sent to its supplier',
      params: IdParamsSchema,
    }),
    async (request) => ok(await purchaseOrders.markSent(request.params.id, request.user), M.sent),
  );
  app.post(
    '/api/purchase-order/:id/send-email',
    answering(base, PurchaseOrderSchema, {
      summary: "Email a purchase order's PDF to its supplier and mark it sent",
      params: IdParamsSchema,
      statuses: [404, 409, 502],
    }),
    async (request) => {
      const order = await purchaseOrders.get(request.params.id);
      const supplier = await app.suppliers.get(order.supplier.id);
      if (!supplier.email) throw badRequest('SUPPLIER_NO_EMAIL', M.supplierNoEmail);
      if (!app.mailer.delivers) throw conflict('MAIL_NOT_CONFIGURED', M.mailNotConfigured);
      // Refused before the mail when the order can no longer be sent.
      await purchaseOrders.assertSendable(order.id);
      const pdf = await pdfBuffer(purchaseOrderPdf(order, supplier));
      try {
        await app.mailer.send({
          to: supplier.email,
          subject: M.emailSubject(order.number),
          text: M.emailText(order.number, supplier.name),
          attachments: [
            {
              filename: `orden-de-compra-${order.number}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        });
      } catch (err) {
        request.log.error({ err, purchaseOrderId: order.id }, 'purchase order email failed');
        throw new AppError(502, 'MAIL_FAILED', M.mailFailed);
      }
      return ok(await purchaseOrders.markSent(order.id, request.user), M.emailed(supplier.email));
    },
  );
  app.post(
    '/api/purchase-order/:id/receive',
    answering(base, PurchaseOrderSchema, {
      summary: 'Receive a delivery against a purchase order: stock entries at the agreed costs',
      params: IdParamsSchema,
      body: ReceivePurchaseOrderInputSchema,
    }),
    async (request) => {
      const order = await receivePurchaseOrder(
        app.db,
        app.dialect,
        request.params.id,
        request.body,
        request.user,
      );
      return ok(order, M.received(request.body.lines.length));
    },
  );
};
