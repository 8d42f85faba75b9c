import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUserInputSchema,
  IdParamsSchema,
  USER_MESSAGES,
  UpdateUserInputSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { createUserService } from './user.service';

/** User management: DIRECTOR, ADMINISTRADOR and ADMIN only ('manager'). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserService({ db: app.db, dialect: app.dialect, auth: app.auth });
  const config = { access: 'manager' } as const;
  const one = { 200: envelopeSchema(UserSchema) };
  const tags = ['users'];

  app.get(
    '/api/user',
    {
      config,
      schema: {
        tags,
        querystring: UserListQuerySchema,
        response: { 200: envelopeSchema(UserPageSchema) },
      },
    },
    async (request) => ok(await users.list(request.query)),
  );

  app.get(
    '/api/user/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await users.get(request.params.id)),
  );

  app.post(
    '/api/user/create',
    { config, schema: { tags, body: CreateUserInputSchema, response: one } },
    async (request) =>
      ok(
        await users.create(request.body, request.user),
        request.body.invite ? USER_MESSAGES.createdInvited : USER_MESSAGES.created,
      ),
  );

  app.put(
    '/api/user/update',
    { config, schema: { tags, body: UpdateUserInputSchema, response: one } },
    async (request) => ok(await users.update(request.body, request.user), USER_MESSAGES.updated),
  );

  app.delete(
    '/api/user/delete/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) =>
      ok(await users.remove(request.params.id, request.user), USER_MESSAGES.deleted),
  );

  app.post(
    '/api/user/restore/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) =>
      ok(await users.restore(request.params.id, request.user), USER_MESSAGES.restored),
  );

  app.post(
    '/api/user/:id/reset-password',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await users.sendPasswordLink(request.params.id), USER_MESSAGES.linkSent),
  );
};
