import type { QueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UpdateUserInput, User, UserWithLink } from '@taller/shared';
import { recordApi } from '../../../lib/record-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** ['users', 'list', params] one page (live or trash), ['users', id] one account. */
export const userKeys = resourceKeys('users');

/** /api/user's create, update, delete and restore; create and update may carry a password link. */
export const userApi = recordApi<UserWithLink, CreateUserInput, UpdateUserInput>(
  '/user',
  USER_TOAST_IDS,
);

/** An account was changed: the server's copy shows at once, and the lists reload. */
export const showUpdatedUser = async (queryClient: QueryClient, user: User) => {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  await queryClient.invalidateQueries({ queryKey: userKeys.lists });
};
