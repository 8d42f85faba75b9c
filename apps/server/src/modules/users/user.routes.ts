import type { FastifyRequest } from 'fastify';
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
  type User,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { createUserService } from './user.service';

/** User management: DIRECTOR, ADMINISTRADOR and ADMIN only ('manager'). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUserService({ db: app.db, dialect: app.dialect, auth: app.auth });
  // Who changed which account: account management is security-relevant, so it is logged.
  const audit = (request: FastifyRequest, event: string, user: User) =>
    request.log.info(
      { event, userId: user.id, role: user.role, status: user.status, by: request.user.id },
      event,
    );
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
    async (request) => {
      const user = await users.create(request.body, request.user);
      audit(request, 'user-created', user);
      return ok(user, request.body.invite ? USER_MESSAGES.createdInvited : USER_MESSAGES.created);
    },
  );

  app.put(
    '/api/user/update',
    { config, schema: { tags, body: UpdateUserInputSchema, response: one } },
    async (request) => {
      const user = await users.update(request.body, request.user);
      audit(request, 'user-updated', user);
      return ok(user, USER_MESSAGES.updated);
    },
  );

  app.delete(
    '/api/user/delete/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => {
      const user = await users.remove(request.params.id, request.user);
      audit(request, 'user-deleted', user);
      return ok(user, USER_MESSAGES.deleted);
    },
  );

  app.post(
    '/api/user/restore/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => {
      const user = await users.restore(request.params.id, request.user);
      audit(request, 'user-restored', user);
      return ok(user, USER_MESSAGES.restored);
    },
  );

  app.post(
    '/api/user/:id/reset-password',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => {
      const user = await users.sendPasswordLink(request.params.id);
      audit(request, 'user-password-link', user);
      return ok(user, USER_MESSAGES.linkSent);
    },
  );
};
