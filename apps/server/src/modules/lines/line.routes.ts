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

const IdParams = z.object({ id: LineIdSchema });
const ListQuery = z.object({
  deleted: z
    .enum(['true', 'false'], { error: "El parámetro 'deleted' debe ser true o false" })
    .optional(),
});
const OneLine = { 200: envelopeSchema(LineSchema) };
const ManyLines = { 200: envelopeSchema(z.array(LineSchema)) };
const staff = { access: 'staff' } as const;
const tags = ['lines'];

/** SPEC.md §7 line calls, plus the trash (`?deleted=true`) and restore. Staff only. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const lines = app.lines;

  app.get(
    '/api/line',
    { config: staff, schema: { tags, querystring: ListQuery, response: ManyLines } },
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

  app.get(
    '/api/line/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneLine } },
    async (request) => ok(await lines.get(request.params.id), M.found),
  );

  app.post(
    '/api/line/create',
    { config: staff, schema: { tags, body: CreateLineInputSchema, response: OneLine } },
    async (request) => ok(await lines.create(request.body, request.user.name), M.created),
  );

  app.put(
    '/api/line/update',
    { config: staff, schema: { tags, body: UpdateLineInputSchema, response: OneLine } },
    async (request) => ok(await lines.update(request.body, request.user.name), M.updated),
  );

  app.delete(
    '/api/line/delete/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneLine } },
    async (request) => {
      const line = await lines.remove(request.params.id, request.user.name);
      return ok(line, M.deleted(line.name));
    },
  );

  app.post(
    '/api/line/restore/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneLine } },
    async (request) => {
      const line = await lines.restore(request.params.id, request.user.name);
      return ok(line, M.restored(line.name));
    },
  );
};
