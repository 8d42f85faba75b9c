import { envelopeSchema, z } from '@taller/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSchemaVersion } from '../../db/migrate';
import { ok } from '../../lib/envelope';

const HealthSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  migrationVersion: z.number().int(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: envelopeSchema(HealthSchema) } },
    },
    async () => ok({ dialect: app.dialect, migrationVersion: await currentSchemaVersion(app.db) }),
  );

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    ok(app.swagger(), 'Documento OpenAPI'),
  );
};
