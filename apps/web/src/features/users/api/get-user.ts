import { useQuery } from '@tanstack/react-query';
import type { User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/user/{id}. */
export const getUser = async (id: number) => (await api.get<User>(`/user/${id}`)).data;

/** One account; `placeholder` (the row from the list) shows while the fresh copy loads. */
export const useUser = (id: number, placeholder?: User) =>
  useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => getUser(id),
    placeholderData: placeholder,
  });
