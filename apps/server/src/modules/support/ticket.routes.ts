import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TICKET_MESSAGES as M,
  TicketExportQuerySchema,
  TicketListQuerySchema,
  TicketPageSchema,
  TicketSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering, listRoutes } from '../../resource';
import { acceptOneFileForms } from '../media/one-file-form';
import { TICKET_CSV_COLUMNS } from './ticket.csv';
import { ticketThreadRoutes } from './ticket-thread.routes';

// Not on resourceRoutes: staff answer, close and reopen the tickets clients open, never edit them.
/** 'Soporte' for staff: the inbox of every client's tickets, reply, close, reopen. The service is app.tickets. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFileForms(app);
  const tickets = app.tickets;
  const base = { path: '/api/ticket', config: { access: 'staff' }, tags: ['support'] } as const;

  listRoutes(app, {
    ...base,
    list: { query: TicketListQuerySchema, page: TicketPageSchema, found: M.found },
    csv: {
      query: TicketExportQuerySchema,
      fileName: 'tickets-soporte',
      columns: TICKET_CSV_COLUMNS,
    },
    service: tickets,
  });
  ticketThreadRoutes(app, { ...base, tickets, scope: async () => ({ staff: true }) });
  app.post(
    '/api/ticket/:id/reopen',
    answering(base, TicketSchema, { summary: 'Reopen a closed ticket', params: IdParamsSchema }),
    async (request) => ok(await tickets.reopen(request.params.id, request.user), M.reopened),
  );
};
