import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  TICKET_MESSAGES as M,
  TicketExportQuerySchema,
  TicketListQuerySchema,
  TicketPageSchema,
  TicketReplyInputSchema,
  TicketSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { csvExportRoute } from '../../lib/list-routes';
import { oneFileMultipartOptions } from '../media/one-file-form';
import { ticketsCsv } from './ticket.csv';
import { ticketFileRoutes } from './ticket-files.routes';
import { createTicketService } from './ticket.service';

/** 'Soporte' for staff: the inbox of every client's tickets, reply, close, reopen. */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, oneFileMultipartOptions(app.config.mediaMaxBytes));
  const tickets = createTicketService(app.db);
  const config = { access: 'staff' } as const;
  const tags = ['support'];
  const staff = { staff: true } as const;
  const one = { 200: envelopeSchema(TicketSchema) };
  const item = { config, schema: { tags, params: IdParamsSchema, response: one } };

  app.get(
    '/api/ticket',
    {
      config,
      schema: {
        tags,
        querystring: TicketListQuerySchema,
        response: { 200: envelopeSchema(TicketPageSchema) },
      },
    },
    async (request) => ok(await tickets.list(request.query), M.found),
  );
  csvExportRoute(app, {
    path: '/api/ticket',
    config,
    tags,
    query: TicketExportQuerySchema,
    fileName: 'tickets-soporte',
    csv: async (query) => ticketsCsv(await tickets.export(query)),
  });
  app.get('/api/ticket/:id', item, async (request) =>
    ok(await tickets.get(staff, request.params.id), M.foundOne),
  );
  app.post(
    '/api/ticket/:id/reply',
    {
      config,
      schema: { tags, params: IdParamsSchema, body: TicketReplyInputSchema, response: one },
    },
    async (request) =>
      ok(await tickets.reply(staff, request.params.id, request.body, request.user), M.replied),
  );
  app.post('/api/ticket/:id/close', item, async (request) =>
    ok(await tickets.close(staff, request.params.id, request.user), M.closed),
  );
  app.post('/api/ticket/:id/reopen', item, async (request) =>
    ok(await tickets.reopen(request.params.id, request.user), M.reopened),
  );
  ticketFileRoutes(app, { path: '/api/ticket', config, tags, tickets, scope: async () => staff });
};
