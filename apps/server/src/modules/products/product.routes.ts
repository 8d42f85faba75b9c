import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProductInputSchema,
  GenerateProductsInputSchema,
  GenerateProductsResultSchema,
  PRODUCT_MESSAGES,
  ProductExportQuerySchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  UpdateProductInputSchema,
} from '@taller/shared';
import { ok } from '../../lib/envelope';
import { resourceRoutes, answering } from '../../resource';
import { PRODUCT_CSV_COLUMNS } from './product.csv';

/** Products (issue 17): any staff member. The service is app.products (products.module.ts). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = app.products;
  const base = { path: '/api/product', config: { access: 'staff' }, tags: ['products'] } as const;

  resourceRoutes(app, {
    ...base,
    list: { query: ProductListQuerySchema, page: ProductPageSchema },
    csv: { query: ProductExportQuerySchema, fileName: 'productos', columns: PRODUCT_CSV_COLUMNS },
    item: ProductSchema,
    body: { create: CreateProductInputSchema, update: UpdateProductInputSchema },
    service: products,
    messages: PRODUCT_MESSAGES,
  });
  app.post(
    '/api/product/generate',
    answering(base, GenerateProductsResultSchema, {
      summary: 'Generate products from lines and models',
      body: GenerateProductsInputSchema,
    }),
    async (request) => {
      const result = await products.generate(request.body, request.user);
      return ok(result, PRODUCT_MESSAGES.generated(result.created.length, result.skipped.length));
    },
  );
};
