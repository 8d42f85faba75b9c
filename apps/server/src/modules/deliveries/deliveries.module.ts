import { defineModule } from '../module';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService, type DeliveryService } from './delivery.service';

declare module 'fastify' {
  interface FastifyInstance {
    deliveries: DeliveryService;
  }
}

/** Delivery person by person (issue 35); builds on orders and, for the client's view, the client area. */
export const deliveriesModule = defineModule(
  'deliveries',
  async (app) => {
    app.decorate('deliveries', createDeliveryService({ db: app.db, orders: app.orders }));
    await app.register(deliveryRoutes);
  },
  ['orders', 'client-area'],
);
