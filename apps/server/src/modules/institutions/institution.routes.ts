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
import { resourceRoutes } from '../../resource';
import { INSTITUTION_CSV_COLUMNS } from './institution.csv';

/** Institutions (schools, universities, companies…): any staff member. The service is app.institutions. */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  resourceRoutes(app, {
    path: '/api/institution',
    config: { access: 'staff' },
    tags: ['institutions'],
    list: { query: InstitutionListQuerySchema, page: InstitutionPageSchema },
    csv: {
      query: InstitutionExportQuerySchema,
      fileName: 'instituciones',
      columns: INSTITUTION_CSV_COLUMNS,
    },
    item: InstitutionSchema,
    answers: { get: InstitutionDetailsSchema },
    body: { create: CreateInstitutionInputSchema, update: UpdateInstitutionInputSchema },
    service: app.institutions,
    messages: INSTITUTION_MESSAGES,
  });
};
