import type { User } from '@taller/shared';
import { isActiveRecord, statusToggledMessage, toggledStatus } from '../../../lib/status-toggle';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { updateUser } from './update-user';
import { userKeys } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** 'Activar' / 'Desactivar' a user: the toast names the result ('Usuario Ana desactivado'). */
export const useToggleUserStatus = () =>
  useEnvelopeMutation({
    call: (user: User) => updateUser(toggledStatus(user)),
    // Per direction: deactivating then activating at once shows both toasts.
    successToastId: (user) => `${USER_TOAST_IDS.updateSuccess(user.id)}-${user.status}`,
    successMessage: (user) => statusToggledMessage('Usuario', user.name, isActiveRecord(user)),
    errorToastId: USER_TOAST_IDS.updateError,
    invalidate: async (qc, _user, updated) => {
      qc.setQueryData(userKeys.detail(updated.id), updated);
      await qc.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
