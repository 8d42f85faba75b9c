import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLineInputSchema,
  LINE_MESSAGES as M,
  LineIdSchema,
  LineSchema,
  UpdateLineInputSchema,
  envelopeSchema,
  z,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { TrashQuery, catalogueRoutes } from '../../lib/item-routes';

const IdParams = z.object({ id: LineIdSchema });
const OneLine = { 200: envelopeSchema(LineSchema) };
const ManyLines = { 200: envelopeSchema(z.array(LineSchema)) };
const staff = { access: 'staff' } as const;
const tags = ['lines'];

/** SPEC.md §7 line calls, plus the trash (`?deleted=true`) and restore. Staff only. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const lines = app.lines;

  app.get(
    '/api/line',
    { config: staff, schema: { tags, querystring: TrashQuery, response: ManyLines } },
    async (request) =>
      ok(
        request.query.deleted === 'true' ? await lines.listDeleted() : await lines.listLive(),
        M.listed,
      ),
  );

  app.get(
    '/api/line/all/active',
    { config: staff, schema: { tags, response: ManyLines } },
    async () => ok(await lines.listActive(), M.listed),
  );

  catalogueRoutes(app, {
    path: '/api/line',
    config: staff,
    tags,
    params: IdParams,
    response: OneLine,
    body: { create: CreateLineInputSchema, update: UpdateLineInputSchema },
    service: lines,
    messages: M,
  });
};
