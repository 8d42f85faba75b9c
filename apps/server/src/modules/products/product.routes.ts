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
import { resourceRoutes } from '../../lib/item-routes';
import { answering, csvExportRoute, pageRoute } from '../../lib/list-routes';
import { productsCsv } from './product.csv';

/** Products (issue 17): any staff member. The service is app.products (modules/index.ts). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = app.products;
  const config = { access: 'staff' } as const;
  const tags = ['products'];
  const base = { path: '/api/product', config, tags };

  pageRoute(app, {
    ...base,
    query: ProductListQuerySchema,
    page: ProductPageSchema,
    list: products.list,
  });
  csvExportRoute(app, {
    ...base,
    query: ProductExportQuerySchema,
    fileName: 'productos',
    csv: async (query) => productsCsv(await products.export(query)),
  });

  app.post(
    '/api/product/generate',
    answering(base, GenerateProductsResultSchema, { body: GenerateProductsInputSchema }),
    async (request) => {
      const result = await products.generate(request.body, request.user);
      return ok(result, PRODUCT_MESSAGES.generated(result.created.length, result.skipped.length));
    },
  );

  resourceRoutes(app, {
    ...base,
    item: ProductSchema,
    body: { create: CreateProductInputSchema, update: UpdateProductInputSchema },
    service: products,
    messages: PRODUCT_MESSAGES,
  });
};
