import type { User } from '@taller/shared';
import { useApiQuery } from '../../../lib/api-query';
import { userKeys } from './user-keys';

/** GET /api/user/{id}: one account; `placeholder` (the row from the list) shows while it loads. */
export const useUser = (id: number, placeholder?: User) =>
  useApiQuery<User>(userKeys.detail(id), `/user/${id}`, { placeholderData: placeholder });
