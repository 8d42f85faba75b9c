import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_AREA_MESSAGES as CM,
  ClientTicketListQuerySchema,
  CreateTicketInputSchema,
  TICKET_MESSAGES as M,
  TicketPageSchema,
  TicketSchema,
} from '@taller/shared';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { ok, pageOf } from '../../lib/envelope';
import { answering } from '../../resource';
import { acceptOneFileForms } from '../media/one-file-form';
import { ticketThreadRoutes } from '../support/ticket-thread.routes';
import { CLIENT_AREA as base } from './client-area.routes';
import { ownClientId } from './client-area.service';

// Not on resourceRoutes: the caller's own tickets (scoped to its client), never edited or trashed.
/** 'Soporte' for a client: their own tickets only; another client's answers 404. */
export const clientTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFileForms(app);
  const tickets = app.tickets;
  const clientId = (actor: Actor) => ownClientId(app.db, actor);
  const scope = async (actor: Actor) => {
    const id = await clientId(actor);
    if (id === null) throw notFound(M.notFound);
    return { clientId: id };
  };

  app.get(
    '/api/client-area/tickets',
    answering(base, TicketPageSchema, {
      summary: "List the client's own support tickets, paged",
      querystring: ClientTicketListQuerySchema,
    }),
    async (request) => {
      const id = await clientId(request.user);
      if (id === null) return ok(pageOf([], 0, request.query), M.found);
      return ok(await tickets.list({ ...request.query, clientId: id }), M.found);
    },
  );
  app.post(
    '/api/client-area/tickets/create',
    answering(base, TicketSchema, {
      summary: 'Open a support ticket as the client',
      body: CreateTicketInputSchema,
    }),
    async (request) => {
      const id = await clientId(request.user);
      if (id === null) throw forbidden(CM.noClientRecord);
      return ok(await tickets.create(id, request.body, request.user), M.created);
    },
  );
  ticketThreadRoutes(app, { ...base, path: '/api/client-area/tickets', tickets, scope });
};
