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
  UserWithLinkSchema,
  NO_MAIL_MESSAGES,
  envelopeSchema,
  type User,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { trashRoutes } from '../../lib/item-routes';
import { pageRoute } from '../../lib/list-routes';
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
  const logged = (request: FastifyRequest, event: string, user: User, message: string) => {
    audit(request, event, user);
    return ok(user, message);
  };
  const config = { access: 'manager' } as const;
  const one = { 200: envelopeSchema(UserSchema) };
  const withLink = { 200: envelopeSchema(UserWithLinkSchema) };
  const tags = ['users'];
  const base = { path: '/api/user', config, tags };

  pageRoute(app, {
    ...base,
    query: UserListQuerySchema,
    page: UserPageSchema,
    list: users.list,
  });

  app.get(
    '/api/user/:id',
    { config, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ok(await users.get(request.params.id)),
  );

  app.post(
    '/api/user/create',
    { config, schema: { tags, body: CreateUserInputSchema, response: withLink } },
    async (request) => {
      const user = await users.create(request.body, request.user);
      const message = user.passwordLink
        ? NO_MAIL_MESSAGES.userCreated
        : request.body.invite
          ? USER_MESSAGES.createdInvited
          : USER_MESSAGES.created;
      return logged(request, 'user-created', user, message);
    },
  );

  app.put(
    '/api/user/update',
    { config, schema: { tags, body: UpdateUserInputSchema, response: one } },
    async (request) =>
      logged(
        request,
        'user-updated',
        await users.update(request.body, request.user),
        USER_MESSAGES.updated,
      ),
  );

  trashRoutes(app, {
    ...base,
    params: IdParamsSchema,
    response: one,
    service: users,
    messages: USER_MESSAGES,
    after: (request, action, user) => audit(request, `user-${action}`, user),
  });

  app.post(
    '/api/user/:id/reset-password',
    { config, schema: { tags, params: IdParamsSchema, response: withLink } },
    async (request) => {
      const user = await users.sendPasswordLink(request.params.id, request.user);
      const message = user.passwordLink ? NO_MAIL_MESSAGES.linkReady : USER_MESSAGES.linkSent;
      return logged(request, 'user-password-link', user, message);
    },
  );
};
