import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_MESSAGES as M,
  ClientExportQuerySchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ClientSchema,
  ClientWithLinkSchema,
  CreateClientInputSchema,
  IdParamsSchema,
  UpdateClientInputSchema,
  NO_MAIL_MESSAGES,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering } from '../../resource';
import { CLIENT_CSV_COLUMNS } from './client.csv';
import type { ClientWrite } from './client.service';

/** Clients: any staff member ('Crear acceso' included: the account's role is always CLIENTE). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = app.clients;
  const base = { path: '/api/client', config: { access: 'staff' }, tags: ['clients'] } as const;
  /** Without mail the answer carries the link; an invitation says so. */
  const said = (noMail: string, invited: string, plain: string) => (written: ClientWrite) =>
    'passwordLink' in written.client ? noMail : written.invited ? invited : plain;

  resourceRoutes(app, {
    ...base,
    list: { query: ClientListQuerySchema, page: ClientPageSchema },
    csv: { query: ClientExportQuerySchema, fileName: 'clientes', columns: CLIENT_CSV_COLUMNS },
    item: ClientSchema,
    answers: { create: ClientWithLinkSchema, update: ClientWithLinkSchema },
    body: { create: CreateClientInputSchema, update: UpdateClientInputSchema },
    service: clients,
    written: (written) => written.client,
    messages: {
      ...M,
      created: said(NO_MAIL_MESSAGES.clientCreated, M.createdInvited, M.created),
      updated: said(NO_MAIL_MESSAGES.clientUpdated, M.updatedInvited, M.updated),
    },
  });

  app.post(
    '/api/client/:id/reset-password',
    answering(base, ClientWithLinkSchema, {
      summary: "Make a new set-password link for a client's account",
      params: IdParamsSchema,
    }),
    async (request) => {
      const client = await clients.sendPasswordLink(request.params.id);
      return ok(client, client.passwordLink ? NO_MAIL_MESSAGES.linkReady : M.linkSent);
    },
  );
};
