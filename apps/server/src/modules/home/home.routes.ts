import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOME_MESSAGES as M, HomeSchema } from '@taller/shared';
import { ok } from '../../lib/envelope';
import { answering } from '../../resource';

/** 'Inicio' (issue 38): the figures of the director's home in one answer, staff only. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { config: { access: 'staff' }, tags: ['home'] } as const;
  app.get(
    '/api/home',
    answering(base, HomeSchema, {
      summary: "Get the home's figures, each with the filtered list it links to",
    }),
    async (request) => ok(await app.home.figures(request.user), M.found),
  );
};
