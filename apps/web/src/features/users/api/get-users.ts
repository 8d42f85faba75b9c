import type { User } from '@taller/shared';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../lib/api-query';
import { userKeys } from './user-keys';

/** GET /api/user: one page of accounts (the trash with `deleted`). */
export const useUsers = (params: ListParams) => usePagedQuery<User>(userKeys, '/user', params);
