import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateModelInputSchema,
  LineIdSchema,
  MODEL_MESSAGES as M,
  ModelIdSchema,
  ModelSchema,
  UpdateModelInputSchema,
  envelopeSchema,
  z,
} from '@taller/shared';
import { ok } from '../../lib/envelope';

const IdParams = z.object({ id: ModelIdSchema });
const LineParams = z.object({ lineId: LineIdSchema });
const ListQuery = z.object({
  deleted: z
    .enum(['true', 'false'], { error: "El parámetro 'deleted' debe ser true o false" })
    .optional(),
});
const OneModel = { 200: envelopeSchema(ModelSchema) };
const ManyModels = { 200: envelopeSchema(z.array(ModelSchema)) };
const staff = { access: 'staff' } as const;
const tags = ['models'];

/** SPEC.md §7 model calls, plus a line's trash (`?deleted=true`) and restore. Staff only. */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = app.models;

  app.get(
    '/api/model/all/lineId/:lineId',
    {
      config: staff,
      schema: { tags, params: LineParams, querystring: ListQuery, response: ManyModels },
    },
    async (request, reply) => {
      const list = await models.listOfLine(request.params.lineId, request.query.deleted === 'true');
      // A line may hold thousands of models, each with its colours and media. toModel builds
      // exactly the declared shape, so the answer is written as it is instead of being checked
      // again object by object against the schema (which still documents it).
      reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return ok(list, M.listed);
    },
  );

  app.get(
    '/api/model/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneModel } },
    async (request) => ok(await models.get(request.params.id), M.found),
  );

  app.post(
    '/api/model/create',
    { config: staff, schema: { tags, body: CreateModelInputSchema, response: OneModel } },
    async (request) => ok(await models.create(request.body, request.user.name), M.created),
  );

  app.put(
    '/api/model/update',
    { config: staff, schema: { tags, body: UpdateModelInputSchema, response: OneModel } },
    async (request) => ok(await models.update(request.body, request.user.name), M.updated),
  );

  app.delete(
    '/api/model/delete/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneModel } },
    async (request) => {
      const model = await models.remove(request.params.id, request.user.name);
      return ok(model, M.deleted(model.name));
    },
  );

  app.post(
    '/api/model/restore/:id',
    { config: staff, schema: { tags, params: IdParams, response: OneModel } },
    async (request) => {
      const model = await models.restore(request.params.id, request.user.name);
      return ok(model, M.restored(model.name));
    },
  );
};
