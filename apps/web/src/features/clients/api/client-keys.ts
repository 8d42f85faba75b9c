import type { ClientWithLink, CreateClientInput, UpdateClientInput } from '@taller/shared';
import { recordApi } from '../../../lib/record-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** ['clients', 'list', params] one page (live or trash), ['clients', id] one client. */
export const clientKeys = resourceKeys('clients');

/** /api/client's create, update, delete and restore; create and update may carry an access link. */
export const clientApi = recordApi<ClientWithLink, CreateClientInput, UpdateClientInput>(
  '/client',
  CLIENT_TOAST_IDS,
);
