import type { CreateClientInput, UpdateClientInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** ['clients', 'list', params] one page (live or trash), ['clients', id] one client. */
export const clientKeys = resourceKeys('clients');

/** A client's create, update, delete and restore; create and update may carry an access link. */
export const clientApi = recordApi(
  {
    create: (body: CreateClientInput) => unwrap(api.POST('/client/create', { body })),
    update: (body: UpdateClientInput) => unwrap(api.PUT('/client/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/client/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/client/restore/{id}', { params: { path: { id } } })),
  },
  CLIENT_TOAST_IDS,
);
