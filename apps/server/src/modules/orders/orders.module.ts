import { defineModule } from '../module';
import { refreshPiecesOrdered } from './order-pieces';
import { orderRoutes } from './order.routes';
import {
  createOrderService,
  orderPackageUsage,
  orderProductUsage,
  type OrderService,
} from './order.service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

export const ordersModule = defineModule(
  'orders',
  async (app) => {
    app.decorate('orders', createOrderService({ db: app.db, dialect: app.dialect }));
    app.products.addUsage(orderProductUsage);
    app.packages.addUsage(orderPackageUsage);
    app.packages.onItemsReplaced((trx, packageId) => refreshPiecesOrdered(trx, { packageId }));
    await app.register(orderRoutes);
  },
  ['products', 'packages'],
);
