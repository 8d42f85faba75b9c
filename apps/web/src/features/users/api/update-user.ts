import type { UpdateUserInput, User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** PUT /api/user/update: only the fields sent change (activate/deactivate sends id and status). */
export const updateUser = (input: UpdateUserInput) => api.put<User>('/user/update', input);

export const useUpdateUser = () =>
  useEnvelopeMutation({
    call: updateUser,
    successToastId: (input) => USER_TOAST_IDS.updateSuccess(input.id),
    errorToastId: USER_TOAST_IDS.updateError,
    invalidate: async (qc, _input, user) => {
      qc.setQueryData(userKeys.detail(user.id), user);
      await qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
