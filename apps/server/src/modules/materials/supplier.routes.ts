import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSupplierInputSchema,
  SUPPLIER_MESSAGES,
  SupplierExportQuerySchema,
  SupplierListQuerySchema,
  SupplierPageSchema,
  SupplierSchema,
  UpdateSupplierInputSchema,
} from '@taller/shared';
import { resourceRoutes } from '../../resource';
import { SUPPLIER_CSV_COLUMNS } from './supplier.csv';

/**
 * 'Proveedores' (issue 39): any staff member, as materials are — a producer picks a material's
 * supplier and records its deliveries (decision 027). The service is app.suppliers.
 */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  resourceRoutes(app, {
    path: '/api/supplier',
    config: { access: 'staff' },
    tags: ['suppliers'],
    list: { query: SupplierListQuerySchema, page: SupplierPageSchema },
    csv: {
      query: SupplierExportQuerySchema,
      fileName: 'proveedores',
      columns: SUPPLIER_CSV_COLUMNS,
    },
    item: SupplierSchema,
    body: { create: CreateSupplierInputSchema, update: UpdateSupplierInputSchema },
    service: app.suppliers,
    messages: SUPPLIER_MESSAGES,
  });
};
