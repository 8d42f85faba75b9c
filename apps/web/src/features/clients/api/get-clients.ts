import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { clientKeys } from './client-keys';

/** GET /api/client: one page (the trash with `deleted`), paged and sorted by the server. */
export const useClients = (params: ListParams) => usePagedQuery(clientKeys, '/client', params);
