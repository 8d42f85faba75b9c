import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLineInputSchema,
  LINE_MESSAGES as M,
  LineIdSchema,
  LineSchema,
  UpdateLineInputSchema,
  z,
} from '@taller/shared';
import { sendCached } from '../../lib/cached-answer';
import { changeKeys } from '../../lib/change-feed';
import { envelopeJson, ok } from '../../lib/envelope';
import { TrashQuery, resourceRoutes, answering } from '../../resource';

const IdParams = z.object({ id: LineIdSchema });
const ManyLines = z.array(LineSchema);

/** SPEC.md §7 line calls, plus the trash (`?deleted=true`) and restore. Staff only. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const lines = app.lines;
  const base = { path: '/api/line', config: { access: 'staff' }, tags: ['lines'] } as const;

  app.get(
    '/api/line',
    answering(base, ManyLines, {
      summary: 'List every line, or the trash with deleted=true',
      querystring: TrashQuery,
      statuses: [304],
    }),
    async (request, reply) => {
      if (request.query.deleted === 'true') return ok(await lines.listDeleted(), M.listed);
      // Built once per change of any line, sent as kept bytes (lib/cached-answer.ts).
      const body = await app.answers.get('lines', [changeKeys.lines], async () =>
        envelopeJson(await lines.listLiveJson(), M.listed),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/api/line/all/active',
    answering(base, ManyLines, { summary: 'List the active lines' }),
    async () => ok(await lines.listActive(), M.listed),
  );

  resourceRoutes(app, {
    ...base,
    params: IdParams,
    item: LineSchema,
    body: { create: CreateLineInputSchema, update: UpdateLineInputSchema },
    service: lines,
    messages: M,
  });
};
