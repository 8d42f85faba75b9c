import type { Client } from '@taller/shared';
import { useApiQuery } from '../../../lib/api-query';
import { clientKeys } from './client-keys';

/** GET /api/client/{id}; `placeholder` (the row from the list) shows while it loads. */
export const useClient = (id: number, placeholder?: Client) =>
  useApiQuery<Client>(clientKeys.detail(id), `/client/${id}`, { placeholderData: placeholder });
