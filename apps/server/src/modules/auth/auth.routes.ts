import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
  envelopeSchema,
  z,
} from '@taller/shared';
import { ok } from '../../lib/envelope';

export const REFRESH_COOKIE = 'taller_refresh';
export const REFRESH_PATH = '/api/auth/refresh';

function setRefreshCookie(reply: FastifyReply, value: string) {
  // A browser-session cookie, sent only to the refresh route, never readable by scripts.
  reply.setCookie(REFRESH_COOKIE, value, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
  });
}

const tags = ['auth'];
const noData = () => ({ 200: envelopeSchema(z.null()) });
/** The calls that mail a link or take its token: limited per address, against guessing and spam. */
const publicLimited = () =>
  ({ access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } }) as const;

// Not on resourceRoutes: sign-in, sessions and password links act on the caller, not a record.
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] as string | undefined,
  });

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password: an access token and the refresh cookie',
        statuses: [401, 403],
        body: LoginInputSchema,
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const issued = await app.auth.login(email, password, meta(request));
      setRefreshCookie(reply, issued.refreshCookie!);
      return ok({ accessToken: issued.accessToken, user: issued.user }, AUTH_MESSAGES.loggedIn);
    },
  );

  app.post(
    REFRESH_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Renew the access token with the refresh cookie (rotating it)',
        statuses: [401],
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      try {
        const issued = await app.auth.refresh(request.cookies[REFRESH_COOKIE]);
        if (issued.refreshCookie) setRefreshCookie(reply, issued.refreshCookie);
        return ok({ accessToken: issued.accessToken, user: issued.user }, AUTH_MESSAGES.refreshed);
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
        throw error;
      }
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Get the signed-in user',
        response: { 200: envelopeSchema(SessionUserSchema) },
      },
    },
    async (request) => {
      const { id, name, email, role } = request.user;
      return ok({ id, name, email, role });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // Ending one's own session is never refused by the write limits.
      config: { access: 'authenticated', writeLimit: false },
      schema: { tags, summary: 'Sign out: end this session', response: noData() },
    },
    async (request, reply) => {
      await app.auth.logout(request.user.sessionId);
      reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: publicLimited(),
      schema: {
        tags,
        summary: 'Mail a set-password link to an account, if there is one',
        body: ForgotPasswordInputSchema,
        response: noData(),
      },
      // Answer first, then look the account up: both paths answer alike (SECURITY.md).
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) app.auth.forgotPassword(request.body.email);
      },
    },
    async () => ok(null, AUTH_MESSAGES.forgotPassword),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: publicLimited(),
      schema: {
        tags,
        summary: "Set a new password with a set-password link's token",
        body: ResetPasswordInputSchema,
        response: noData(),
      },
    },
    async (request) => {
      await app.auth.resetPassword(request.body.token, request.body.password);
      return ok(null, AUTH_MESSAGES.resetDone);
    },
  );
};
