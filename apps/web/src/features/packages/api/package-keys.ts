import type { QueryClient } from '@tanstack/react-query';
import type { CreatePackageInput, UpdatePackageInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { PACKAGE_TOAST_IDS } from './package-toasts';

/** ['packages', 'list', params] one page (live or trash), ['packages', id] one pack. */
export const packageKeys = resourceKeys('packages');

/** A pack was added, changed, deleted or restored: its lists (and its products' delete check). */
export const invalidatePackageLists = (queryClient: QueryClient, ...more: (readonly unknown[])[]) =>
  Promise.all(
    [packageKeys.lists, ...more].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** A pack was changed, deleted or restored: its lists and its own record. */
export const invalidatePackage = (queryClient: QueryClient, pack: { id: number }) =>
  invalidatePackageLists(queryClient, packageKeys.detail(pack.id));

/** /api/package's create, update (items replace the pack's), delete and restore. */
export const packageApi = recordApi(
  {
    create: (body: CreatePackageInput) => unwrap(api.POST('/package/create', { body })),
    update: (body: UpdatePackageInput) => unwrap(api.PUT('/package/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/package/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/package/restore/{id}', { params: { path: { id } } })),
  },
  PACKAGE_TOAST_IDS,
);
