import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { userKeys } from './user-keys';

export type UserListParams = ListParams;

/** GET /api/user: one page of accounts (the trash with `deleted`). */
export const getUsers = async (params: UserListParams) =>
  (await api.get<Page<User>>(`/user${toQueryString(params)}`)).data;

/** The previous page stays on screen while the next one loads. */
export const useUsers = (params: UserListParams) =>
  useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
