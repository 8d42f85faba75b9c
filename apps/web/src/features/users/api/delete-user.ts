import { useRecordMutation } from '../../../resource/record-mutation';
import { userApi, userKeys } from './user-keys';

/** DELETE /api/user/delete/{id}: soft delete; the account ends up in the 'Papelera'. */
export const useDeleteUser = () =>
  useRecordMutation('delete', userApi, {
    invalidate: async (qc, user) => {
      qc.removeQueries({ queryKey: userKeys.detail(user.id) });
      await qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
