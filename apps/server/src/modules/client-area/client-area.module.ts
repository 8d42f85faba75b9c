import { defineModule } from '../module';
import { clientAreaRoutes } from './client-area.routes';
import { createClientAreaService, type ClientAreaService } from './client-area.service';
import { clientBillingRoutes } from './client-billing.routes';
import { clientTicketRoutes } from './client-tickets.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** A client's own view of orders and the catalogue (decision 017). */
    clientArea: ClientAreaService;
  }
}

/** Wraps the staff services for a client: orders, support's tickets, billing's bills. */
export const clientAreaModule = defineModule(
  'client-area',
  async (app) => {
    app.decorate('clientArea', createClientAreaService({ db: app.db, orders: app.orders }));
    await app.register(clientAreaRoutes);
    await app.register(clientTicketRoutes);
    await app.register(clientBillingRoutes);
  },
  ['orders', 'support', 'billing'],
);
