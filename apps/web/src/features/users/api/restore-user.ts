import type { User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/restore/{id}: back from the 'Papelera'. */
export const restoreUser = (user: Pick<User, 'id'>) => api.post<User>(`/user/restore/${user.id}`);

export const useRestoreUser = () =>
  useEnvelopeMutation({
    call: restoreUser,
    successToastId: (user) => USER_TOAST_IDS.restoreSuccess(user.id),
    errorToastId: USER_TOAST_IDS.restoreError,
    invalidate: (qc) => qc.invalidateQueries({ queryKey: userKeys.lists }),
  });
