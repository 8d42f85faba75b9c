import { defineModule } from '../module';
import { releaseRejectedBill } from './bill-factura';
import { billRoutes } from './bill.routes';
import { createBillService, type BillService } from './bill.service';
import { billingInfoRoutes } from './billing-info.routes';
import { createBillingInfoService, type BillingInfoService } from './billing-info.service';
import { paymentRoutes } from './payment.routes';
import { createPaymentService, type PaymentService } from './payment.service';
import { receivableRoutes } from './receivable.routes';
import { createReceivableService, type ReceivableService } from './receivable.service';

declare module 'fastify' {
  interface FastifyInstance {
    billingInfo: BillingInfoService;
    bills: BillService;
    payments: PaymentService;
    receivables: ReceivableService;
  }
}

export const billingModule = defineModule(
  'billing',
  async (app) => {
    const { db, dialect } = app;
    app.decorate('billingInfo', createBillingInfoService({ db, dialect }));
    app.decorate('bills', createBillService({ db, dialect, siat: app.siat }));
    app.siat.sender.onRejected((billId, messages) =>
      releaseRejectedBill(db, dialect, billId, messages),
    );
    app.decorate('payments', createPaymentService({ db, dialect }));
    app.decorate('receivables', createReceivableService({ db }));
    await app.register(billingInfoRoutes);
    await app.register(billRoutes);
    await app.register(paymentRoutes);
    await app.register(receivableRoutes);
  },
  ['siat'],
);
