import type { CreateUserInput, UserWithLink } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { offerPasswordLink } from '../../../lib/password-link';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/create: with an initial password, or `invite` to mail a set-password link. */
export const createUser = (input: CreateUserInput) => api.post<UserWithLink>('/user/create', input);

export const useCreateUser = () =>
  useEnvelopeMutation({
    call: createUser,
    successToastId: (_input, user) => USER_TOAST_IDS.createSuccess(user.id),
    errorToastId: USER_TOAST_IDS.createError,
    afterSuccess: (_input, user) => offerPasswordLink(user, 'invite'),
    invalidate: (qc) => qc.invalidateQueries({ queryKey: userKeys.lists }),
  });
