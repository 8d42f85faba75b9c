import { envelopeSchema, z } from '@taller/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSchemaVersion } from '../../db/migrate';
import { ok } from '../../lib/envelope';

const HealthSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  migrationVersion: z.number().int(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Migrations run only at start, before this: the answer is the same for the process's life,
  // so it is written once. Health says the process serves; it does not query the database.
  const answer = JSON.stringify(
    envelopeSchema(HealthSchema).encode(
      ok({ dialect: app.dialect, migrationVersion: await currentSchemaVersion(app.db) }),
    ),
  );
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'Tell whether the server serves, and its database and schema version',
        response: { 200: envelopeSchema(HealthSchema) },
      },
    },
    (_request, reply) => {
      void reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );

  // The document as it is, not in the envelope: Swagger UI, Spectral and generators read it.
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Get this OpenAPI document',
        produces: ['application/json'],
      },
    },
    (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
  );
};
