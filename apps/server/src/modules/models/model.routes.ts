import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateModelInputSchema,
  LineIdSchema,
  MODEL_MESSAGES as M,
  ModelIdSchema,
  ModelSchema,
  UpdateModelInputSchema,
  z,
} from '@taller/shared';
import { sendCached } from '../../lib/cached-answer';
import { envelopeJson, ok } from '../../lib/envelope';
import { TrashQuery, resourceRoutes, answering } from '../../resource';
import { changeKeys } from '../../lib/change-feed';

const IdParams = z.object({ id: ModelIdSchema });
const LineParams = z.object({ lineId: LineIdSchema });
const ManyModels = z.array(ModelSchema);

/** SPEC.md §7 model calls, plus a line's trash (`?deleted=true`) and restore. Staff only. */
export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = app.models;
  const base = { path: '/api/model', config: { access: 'staff' }, tags: ['models'] } as const;

  app.get(
    '/api/model/all/lineId/:lineId',
    answering(base, ManyModels, {
      summary: "List a line's models with colours and media, or its trash",
      params: LineParams,
      querystring: TrashQuery,
      statuses: [304],
    }),
    async (request, reply) => {
      const { lineId } = request.params;
      // A line may hold thousands of models, each with its colours and media. toModel builds
      // exactly the declared shape, so the answer is written as it is instead of being checked
      // again object by object against the schema (which still documents it).
      if (request.query.deleted === 'true') {
        const trash = await models.listOfLine(lineId, true);
        reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
        return ok(trash, M.listed);
      }
      // Built once per change of the line or its models, colours or media (cached-answer.ts).
      const body = await app.answers.get(
        `models-of-line:${lineId}`,
        [changeKeys.models, changeKeys.modelsOfLine(lineId), changeKeys.line(lineId)],
        async () => envelopeJson(JSON.stringify(await models.listOfLine(lineId)), M.listed),
      );
      return sendCached(request, reply, body);
    },
  );

  resourceRoutes(app, {
    ...base,
    params: IdParams,
    item: ModelSchema,
    body: { create: CreateModelInputSchema, update: UpdateModelInputSchema },
    service: models,
    messages: M,
  });
};
