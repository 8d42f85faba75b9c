import type { QueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UpdateUserInput, User } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** ['users', 'list', params] one page (live or trash), ['users', id] one account. */
export const userKeys = resourceKeys('users');

/** An account's create, update, delete and restore; create and update may carry a password link. */
export const userApi = recordApi(
  {
    create: (body: CreateUserInput) => unwrap(api.POST('/user/create', { body })),
    update: (body: UpdateUserInput) => unwrap(api.PUT('/user/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/user/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/user/restore/{id}', { params: { path: { id } } })),
  },
  USER_TOAST_IDS,
);

/** An account was changed: the server's copy shows at once, and the lists reload. */
export const showUpdatedUser = async (queryClient: QueryClient, user: User) => {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  await queryClient.invalidateQueries({ queryKey: userKeys.lists });
};
