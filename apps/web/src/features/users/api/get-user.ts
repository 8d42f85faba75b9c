import type { User } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { userKeys } from './user-keys';

/** GET /api/user/{id}: one account; `placeholder` (the row from the list) shows while it loads. */
export const useUser = (id: number, placeholder?: User) =>
  useApiQuery(
    userKeys.detail(id),
    (signal) => api.GET('/user/{id}', { params: { path: { id } }, signal }),
    { placeholderData: placeholder },
  );
