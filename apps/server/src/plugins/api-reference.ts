import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, envelopeSchema, z } from '@taller/shared';
import { ok } from '../lib/envelope';
import { DOCS_TOKEN_SECONDS } from '../modules/auth/tokens';
import { withAccess } from './access';
import { DOCS_COOKIE } from './auth';

/** Where the reference page lives; its cookie is sent nowhere else. */
export const DOCS_PATH = '/api/docs';

/**
 * POST /api/docs/session: a browser opening /api/docs sends no bearer token, so a staff member
 * signed in to the web first asks for this short-lived cookie (httpOnly, SameSite=Strict, scoped
 * to /api/docs), carrying the session it was asked from: the page's routes check it as they
 * would the token (live session, active user, staff role). Asked with the bearer only, so the
 * cookie can never renew itself.
 */
const docsSession: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${DOCS_PATH}/session`,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['health'],
        summary: 'Let this browser open the API reference page for 15 minutes (a cookie)',
        response: { 200: envelopeSchema(z.object({ expiresAt: z.string() })) },
      },
    },
    async (request, reply) => {
      reply.setCookie(DOCS_COOKIE, app.auth.docsCookie(request.user), {
        path: DOCS_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        maxAge: DOCS_TOKEN_SECONDS,
      });
      const expiresAt = new Date(Date.now() + DOCS_TOKEN_SECONDS * 1000).toISOString();
      return ok({ expiresAt }, AUTH_MESSAGES.docsOpened);
    },
  );
};

/**
 * The API reference page for people (Swagger UI, its files from the npm package, no CDN), staff
 * only: by bearer token, or by the cookie of POST /api/docs/session.
 */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(docsSession);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, docsCookie: true };
    });
    await scope.register(
      withAccess('staff', fastifySwaggerUi, {
        routePrefix: DOCS_PATH,
        uiConfig: { url: '/api/openapi.json', deepLinking: true },
        theme: { title: 'Taller API' },
      }),
    );
  });
}
