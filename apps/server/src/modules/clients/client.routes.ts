import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_MESSAGES,
  ClientExportQuerySchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ClientSchema,
  ClientWithLinkSchema,
  CreateClientInputSchema,
  IdParamsSchema,
  UpdateClientInputSchema,
  NO_MAIL_MESSAGES,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { trashRoutes } from '../../lib/item-routes';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { clientsCsv } from './client.csv';
import { createClientService } from './client.service';

/** Clients: any staff member ('Crear acceso' included: the account's role is always CLIENTE). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createClientService({ db: app.db, dialect: app.dialect, auth: app.auth });
  const config = { access: 'staff' } as const;
  const one = { 200: envelopeSchema(ClientSchema) };
  const withLink = { 200: envelopeSchema(ClientWithLinkSchema) };
  const tags = ['clients'];
  const base = { path: '/api/client', config, tags };

  pageRoute(app, {
    ...base,
    query: ClientListQuerySchema,
    page: ClientPageSchema,
    list: clients.list,
  });
  csvExportRoute(app, {
    ...base,
    query: ClientExportQuerySchema,
    fileName: 'clientes',
    csv: async (query) => clientsCsv(await clients.export(query)),
  });

  app.get(
    '/api/client/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await clients.get(request.params.id)),
  );

  app.post(
    '/api/client/create',
    { config, schema: { tags, body: CreateClientInputSchema, response: withLink } },
    async (request) => {
      const { client, invited } = await clients.create(request.body, request.user);
      if ('passwordLink' in client) return ok(client, NO_MAIL_MESSAGES.clientCreated);
      return ok(client, invited ? CLIENT_MESSAGES.createdInvited : CLIENT_MESSAGES.created);
    },
  );

  app.put(
    '/api/client/update',
    { config, schema: { tags, body: UpdateClientInputSchema, response: withLink } },
    async (request) => {
      const { client, invited } = await clients.update(request.body, request.user);
      if ('passwordLink' in client) return ok(client, NO_MAIL_MESSAGES.clientUpdated);
      return ok(client, invited ? CLIENT_MESSAGES.updatedInvited : CLIENT_MESSAGES.updated);
    },
  );

  trashRoutes(app, {
    ...base,
    params: IdParamsSchema,
    response: one,
    service: clients,
    messages: CLIENT_MESSAGES,
  });

  app.post(
    '/api/client/:id/reset-password',
    { config, schema: { tags, params: IdParamsSchema, response: withLink } },
    async (request) => {
      const client = await clients.sendPasswordLink(request.params.id);
      return ok(
        client,
        client.passwordLink ? NO_MAIL_MESSAGES.linkReady : CLIENT_MESSAGES.linkSent,
      );
    },
  );
};
