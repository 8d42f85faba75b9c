import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUserInputSchema,
  IdParamsSchema,
  USER_MESSAGES as M,
  UpdateUserInputSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
  UserWithLinkSchema,
  NO_MAIL_MESSAGES,
  type User,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering } from '../../resource';

/** User management: DIRECTOR, ADMINISTRADOR and ADMIN only ('manager'). The service is app.users. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.users;
  // Who changed which account: account management is security-relevant, so it is logged.
  const audit = (request: FastifyRequest, event: string, user: User) =>
    request.log.info(
      { event, userId: user.id, role: user.role, status: user.status, by: request.user.id },
      event,
    );
  const base = { path: '/api/user', config: { access: 'manager' }, tags: ['users'] } as const;

  resourceRoutes(app, {
    ...base,
    list: { query: UserListQuerySchema, page: UserPageSchema },
    item: UserSchema,
    answers: { create: UserWithLinkSchema },
    body: { create: CreateUserInputSchema, update: UpdateUserInputSchema },
    service: users,
    messages: {
      ...M,
      created: (user, input) =>
        user.passwordLink
          ? NO_MAIL_MESSAGES.userCreated
          : input.invite
            ? M.createdInvited
            : M.created,
    },
    after: (request, action, user) => audit(request, `user-${action}`, user as User),
  });

  app.post(
    '/api/user/:id/reset-password',
    answering(base, UserWithLinkSchema, {
      summary: "Make a new set-password link for a user's account",
      params: IdParamsSchema,
    }),
    async (request) => {
      const user = await users.sendPasswordLink(request.params.id, request.user);
      audit(request, 'user-password-link', user);
      return ok(user, user.passwordLink ? NO_MAIL_MESSAGES.linkReady : M.linkSent);
    },
  );
};
