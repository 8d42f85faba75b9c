import { MESSAGES, envelopeSchema, z } from '@taller/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSchemaVersion } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

const HealthSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  migrationVersion: z.number().int(),
});

const JSON_TYPE = 'application/json; charset=utf-8';

// Not on resourceRoutes: probes of the server, its database and its storage: no record.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Migrations run only at start, before this: the answer is the same for the process's life,
  // so it is written once. While storage stores, health does no I/O at all; after a write could
  // not be stored it answers 503, naming what fails, until a probe write succeeds
  // (lib/storage-health.ts).
  const health = { dialect: app.dialect, migrationVersion: await currentSchemaVersion(app.db) };
  const answer = JSON.stringify(envelopeSchema(HealthSchema).encode(ok(health)));
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'Tell whether the server serves, and its database and schema version',
        response: { 200: envelopeSchema(HealthSchema) },
        // 503: the error envelope, its `data` adding `storage`, what fails: [{ source, code, since }].
        statuses: [503],
      },
    },
    async (_request, reply) => {
      const problems = app.storageHealth.isHealthy ? [] : await app.storageHealth.check();
      if (problems.length === 0) return reply.type(JSON_TYPE).send(answer as never);
      throw new AppError(503, 'STORAGE_UNAVAILABLE', MESSAGES.storageUnavailable, {
        ...health,
        storage: problems,
      });
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
