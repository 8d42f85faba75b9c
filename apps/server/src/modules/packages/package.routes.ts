import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePackageInputSchema,
  PACKAGE_MESSAGES,
  PackageExportQuerySchema,
  PackageListQuerySchema,
  PackagePageSchema,
  PackageSchema,
  UpdatePackageInputSchema,
} from '@taller/shared';
import { resourceRoutes } from '../../resource';
import { PACKAGE_CSV_COLUMNS } from './package.csv';

/** Packs of products (issue 17): any staff member. The service is app.packages (packages.module.ts). */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  resourceRoutes(app, {
    path: '/api/package',
    config: { access: 'staff' },
    tags: ['packages'],
    list: { query: PackageListQuerySchema, page: PackagePageSchema },
    csv: { query: PackageExportQuerySchema, fileName: 'paquetes', columns: PACKAGE_CSV_COLUMNS },
    item: PackageSchema,
    body: { create: CreatePackageInputSchema, update: UpdatePackageInputSchema },
    service: app.packages,
    messages: PACKAGE_MESSAGES,
  });
};
