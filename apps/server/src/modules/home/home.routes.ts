import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOME_MESSAGES as M, HomeSchema } from '@taller/shared';
import { sendCached } from '../../lib/cached-answer';
import { envelopeJson } from '../../lib/envelope';
import { answering } from '../../resource';
import { HOME_SOURCES, homeDay, homePart } from './home.service';

/**
 * 'Inicio' (issue 38): the figures of the director's home in one answer, staff only. Kept
 * encoded per part (production only, or all) and day until a write to a table they are read
 * from commits (HOME_SOURCES, bumped by the driver itself: db/write-watch.ts).
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { config: { access: 'staff' }, tags: ['home'] } as const;
  app.get(
    '/api/home',
    answering(base, HomeSchema, {
      summary: "Get the home's figures, each with the filtered list it links to",
      statuses: [304],
    }),
    async (request, reply) => {
      const now = Date.now();
      const part = homePart(request.user);
      const body = await app.answers.get(`home:${part}:${homeDay(now)}`, HOME_SOURCES, async () =>
        envelopeJson(JSON.stringify(HomeSchema.parse(await app.home.figures(part, now))), M.found),
      );
      return sendCached(request, reply, body);
    },
  );
};
