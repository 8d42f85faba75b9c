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
import { resourceRoutes } from '../../lib/item-routes';
import { csvExportRoute, pageRoute } from '../../lib/list-routes';
import { packagesCsv } from './package.csv';

/** Packs of products (issue 17): any staff member. The service is app.packages (modules/index.ts). */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const packages = app.packages;
  const config = { access: 'staff' } as const;
  const tags = ['packages'];
  const base = { path: '/api/package', config, tags };

  pageRoute(app, {
    ...base,
    query: PackageListQuerySchema,
    page: PackagePageSchema,
    list: packages.list,
  });
  csvExportRoute(app, {
    ...base,
    query: PackageExportQuerySchema,
    fileName: 'paquetes',
    csv: async (query) => packagesCsv(await packages.export(query)),
  });
  resourceRoutes(app, {
    ...base,
    item: PackageSchema,
    body: { create: CreatePackageInputSchema, update: UpdatePackageInputSchema },
    service: packages,
    messages: PACKAGE_MESSAGES,
  });
};
