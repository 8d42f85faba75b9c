import type { QueryClient } from '@tanstack/react-query';
import type { CreateInstitutionInput, UpdateInstitutionInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { INSTITUTION_TOAST_IDS } from './institution-toasts';

/**
 * ['institutions', 'list', params] one page (live or trash), ['institutions', id] one with its
 * clients, ['institutions', 'options'] the active ones for pickers.
 */
export const institutionKeys = {
  ...resourceKeys('institutions'),
  options: ['institutions', 'options'] as const,
};

/** An institution was added, changed, deleted or restored: its lists and the pickers' options. */
export const invalidateInstitutionLists = (
  queryClient: QueryClient,
  ...more: (readonly unknown[])[]
) =>
  Promise.all(
    [institutionKeys.lists, institutionKeys.options, ...more].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** An institution's create, update, delete and restore. */
export const institutionApi = recordApi(
  {
    create: (body: CreateInstitutionInput) => unwrap(api.POST('/institution/create', { body })),
    update: (body: UpdateInstitutionInput) => unwrap(api.PUT('/institution/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/institution/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/institution/restore/{id}', { params: { path: { id } } })),
  },
  INSTITUTION_TOAST_IDS,
);
