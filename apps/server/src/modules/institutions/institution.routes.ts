import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateInstitutionInputSchema,
  INSTITUTION_MESSAGES,
  IdParamsSchema,
  InstitutionDetailsSchema,
  InstitutionExportQuerySchema,
  InstitutionListQuerySchema,
  InstitutionPageSchema,
  InstitutionSchema,
  UpdateInstitutionInputSchema,
  envelopeSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { trashRoutes } from '../../lib/item-routes';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { institutionsCsv } from './institution.csv';
import { createInstitutionService } from './institution.service';

/** Institutions (schools, universities, companies…): any staff member. */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const institutions = createInstitutionService({ db: app.db, dialect: app.dialect });
  const config = { access: 'staff' } as const;
  const one = { 200: envelopeSchema(InstitutionSchema) };
  const tags = ['institutions'];
  const base = { path: '/api/institution', config, tags };

  pageRoute(app, {
    ...base,
    query: InstitutionListQuerySchema,
    page: InstitutionPageSchema,
    list: institutions.list,
  });
  csvExportRoute(app, {
    ...base,
    query: InstitutionExportQuerySchema,
    fileName: 'instituciones',
    csv: async (query) => institutionsCsv(await institutions.export(query)),
  });

  app.get(
    '/api/institution/:id',
    {
      config,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: envelopeSchema(InstitutionDetailsSchema) },
      },
    },
    async (request) => ok(await institutions.get(request.params.id)),
  );

  app.post(
    '/api/institution/create',
    { config, schema: { tags, body: CreateInstitutionInputSchema, response: one } },
    async (request) =>
      ok(await institutions.create(request.body, request.user), INSTITUTION_MESSAGES.created),
  );

  app.put(
    '/api/institution/update',
    { config, schema: { tags, body: UpdateInstitutionInputSchema, response: one } },
    async (request) =>
      ok(await institutions.update(request.body, request.user), INSTITUTION_MESSAGES.updated),
  );

  trashRoutes(app, {
    ...base,
    params: IdParamsSchema,
    response: one,
    service: institutions,
    messages: INSTITUTION_MESSAGES,
  });
};
