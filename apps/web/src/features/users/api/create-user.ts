import type { CreateUserInput, User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/create: with an initial password, or `invite` to mail a set-password link. */
export const createUser = (input: CreateUserInput) => api.post<User>('/user/create', input);

export const useCreateUser = () =>
  useEnvelopeMutation({
    call: createUser,
    successToastId: (_input, user) => USER_TOAST_IDS.createSuccess(user.id),
    errorToastId: USER_TOAST_IDS.createError,
    invalidate: (qc) => qc.invalidateQueries({ queryKey: userKeys.lists }),
  });
