import type { QueryClient } from '@tanstack/react-query';
import type { CreateProductInput, UpdateProductInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
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
export const productApi = recordApi(
  {
    create: (body: CreateProductInput) => unwrap(api.POST('/product/create', { body })),
    update: (body: UpdateProductInput) => unwrap(api.PUT('/product/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/product/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/product/restore/{id}', { params: { path: { id } } })),
  },
  PRODUCT_TOAST_IDS,
);
