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
import { answering, csvExportRoute } from '../../lib/list-routes';
import { acceptOneFileForms } from '../media/one-file-form';
import { ticketsCsv } from './ticket.csv';
import { ticketFileRoutes } from './ticket-files.routes';

/** 'Soporte' for staff: the inbox of every client's tickets, reply, close, reopen. The service is app.tickets. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFileForms(app);
  const tickets = app.tickets;
  const config = { access: 'staff' } as const;
  const tags = ['support'];
  const staff = { staff: true } as const;
  const base = { path: '/api/ticket', config, tags };
  const item = answering(base, TicketSchema, { params: IdParamsSchema });

  app.get(
    '/api/ticket',
    answering(base, TicketPageSchema, { querystring: TicketListQuerySchema }),
    async (request) => ok(await tickets.list(request.query), M.found),
  );
  csvExportRoute(app, {
    ...base,
    query: TicketExportQuerySchema,
    fileName: 'tickets-soporte',
    csv: async (query) => ticketsCsv(await tickets.export(query)),
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
