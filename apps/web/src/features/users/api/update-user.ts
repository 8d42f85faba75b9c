import { useRecordMutation } from '../../../resource/record-mutation';
import { showUpdatedUser, userApi } from './user-keys';

/** PUT /api/user/update: only the fields sent change (activate/deactivate sends id and status). */
export const useUpdateUser = () =>
  useRecordMutation('update', userApi, {
    invalidate: (qc, _input, user) => showUpdatedUser(qc, user),
  });
