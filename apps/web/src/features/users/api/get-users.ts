import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { userKeys } from './user-keys';

/** GET /api/user: one page of accounts (the trash with `deleted`). */
export const useUsers = (params: ListParams) => usePagedQuery(userKeys, '/user', params);
