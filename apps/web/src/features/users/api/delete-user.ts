import type { User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** DELETE /api/user/delete/{id}: soft delete; the account ends up in the 'Papelera'. */
export const deleteUser = (user: Pick<User, 'id'>) => api.delete<User>(`/user/delete/${user.id}`);

export const useDeleteUser = () =>
  useEnvelopeMutation({
    call: deleteUser,
    successToastId: (user) => USER_TOAST_IDS.deleteSuccess(user.id),
    errorToastId: USER_TOAST_IDS.deleteError,
    invalidate: async (qc, user) => {
      qc.removeQueries({ queryKey: userKeys.detail(user.id) });
      await qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
