import { defineModule } from '../module';
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
    await app.register(orderRoutes);
  },
  ['products', 'packages'],
);
