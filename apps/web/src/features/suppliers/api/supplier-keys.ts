import type { QueryClient } from '@tanstack/react-query';
import type { CreateSupplierInput, UpdateSupplierInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { SUPPLIER_TOAST_IDS } from './supplier-toasts';

/**
 * ['suppliers', 'list', params] one page (live or trash), ['suppliers', id] one with its
 * materials, ['suppliers', 'options'] the active ones for pickers.
 */
export const supplierKeys = {
  ...resourceKeys('suppliers'),
  options: ['suppliers', 'options'] as const,
};

/** A supplier was added, changed, deleted or restored: its lists and the pickers' options. */
export const invalidateSupplierLists = (
  queryClient: QueryClient,
  ...more: (readonly unknown[])[]
) =>
  Promise.all(
    [supplierKeys.lists, supplierKeys.options, ...more].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** A supplier's create, update, delete and restore. */
export const supplierApi = recordApi(
  {
    create: (body: CreateSupplierInput) => unwrap(api.POST('/supplier/create', { body })),
    update: (body: UpdateSupplierInput) => unwrap(api.PUT('/supplier/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/supplier/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/supplier/restore/{id}', { params: { path: { id } } })),
  },
  SUPPLIER_TOAST_IDS,
);
