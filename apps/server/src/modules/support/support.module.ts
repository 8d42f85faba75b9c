import { defineModule } from '../module';
import { ticketRoutes } from './ticket.routes';
import { createTicketService, type TicketService } from './ticket.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Support tickets, for staff and for a client (scoped by TicketScope). */
    tickets: TicketService;
  }
}

export const supportModule = defineModule('support', async (app) => {
  app.decorate('tickets', createTicketService({ db: app.db }));
  await app.register(ticketRoutes);
});
