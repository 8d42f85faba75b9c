import type { Client } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { clientKeys } from './client-keys';

/** GET /api/client/{id}; `placeholder` (the row from the list) shows while it loads. */
export const useClient = (id: number, placeholder?: Client) =>
  useApiQuery(
    clientKeys.detail(id),
    (signal) => api.GET('/client/{id}', { params: { path: { id } }, signal }),
    { placeholderData: placeholder },
  );
