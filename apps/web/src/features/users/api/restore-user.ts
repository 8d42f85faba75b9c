import { useRecordMutation } from '../../../resource/record-mutation';
import { userApi, userKeys } from './user-keys';

/** POST /api/user/restore/{id}: back from the 'Papelera'. */
export const useRestoreUser = () =>
  useRecordMutation('restore', userApi, {
    invalidate: (qc) => qc.invalidateQueries({ queryKey: userKeys.lists }),
  });
