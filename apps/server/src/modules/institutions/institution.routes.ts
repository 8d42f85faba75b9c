import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateInstitutionInputSchema,
  INSTITUTION_MESSAGES,
  InstitutionDetailsSchema,
  InstitutionExportQuerySchema,
  InstitutionListQuerySchema,
  InstitutionPageSchema,
  InstitutionSchema,
  UpdateInstitutionInputSchema,
} from '@taller/shared';
import { resourceRoutes } from '../../lib/item-routes';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { institutionsCsv } from './institution.csv';

/** Institutions (schools, universities, companies…): any staff member. The service is app.institutions. */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const institutions = app.institutions;
  const config = { access: 'staff' } as const;
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
  resourceRoutes(app, {
    ...base,
    item: InstitutionSchema,
    answers: { get: InstitutionDetailsSchema },
    body: { create: CreateInstitutionInputSchema, update: UpdateInstitutionInputSchema },
    service: institutions,
    messages: INSTITUTION_MESSAGES,
  });
};
