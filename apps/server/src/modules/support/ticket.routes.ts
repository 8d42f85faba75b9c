import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TICKET_MESSAGES as M,
  TicketExportQuerySchema,
  TicketListQuerySchema,
  TicketPageSchema,
  TicketReplyInputSchema,
  TicketSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering, listRoutes } from '../../lib/list-routes';
import { acceptOneFileForms } from '../media/one-file-form';
import { TICKET_CSV_COLUMNS } from './ticket.csv';
import { ticketFileRoutes } from './ticket-files.routes';

/** 'Soporte' for staff: the inbox of every client's tickets, reply, close, reopen. The service is app.tickets. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFileForms(app);
  const tickets = app.tickets;
  const staff = { staff: true } as const;
  const base = { path: '/api/ticket', config: { access: 'staff' }, tags: ['support'] } as const;
  const item = answering(base, TicketSchema, { params: IdParamsSchema });

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
  app.get('/api/ticket/:id', item, async (request) =>
    ok(await tickets.get(staff, request.params.id), M.foundOne),
  );
  app.post(
    '/api/ticket/:id/reply',
    answering(base, TicketSchema, { params: IdParamsSchema, body: TicketReplyInputSchema }),
    async (request) =>
      ok(await tickets.reply(staff, request.params.id, request.body, request.user), M.replied),
  );
  app.post('/api/ticket/:id/close', item, async (request) =>
    ok(await tickets.close(staff, request.params.id, request.user), M.closed),
  );
  app.post('/api/ticket/:id/reopen', item, async (request) =>
    ok(await tickets.reopen(request.params.id, request.user), M.reopened),
  );
  ticketFileRoutes(app, { ...base, tickets, scope: async () => staff });
};
