import type { QueryClient } from '@tanstack/react-query';
import type { CreateProductInput, Product, UpdateProductInput } from '@taller/shared';
import { recordApi } from '../../../lib/record-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/**
 * ['products', 'list', params] one page (live or trash), ['products', id] one product,
 * ['products', 'options', q] the pack editor's picker matches.
 */
export const productKeys = {
  ...resourceKeys('products'),
  options: ['products', 'options'] as const,
};

/** A product was added, changed, deleted or restored: its lists and the pickers' options. */
export const invalidateProductLists = (queryClient: QueryClient, ...more: (readonly unknown[])[]) =>
  Promise.all(
    [productKeys.lists, productKeys.options, ...more].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** /api/product's create, update, delete and restore. */
export const productApi = recordApi<Product, CreateProductInput, UpdateProductInput>(
  '/product',
  PRODUCT_TOAST_IDS,
);
