import type { User } from '@taller/shared';
import {
  formerStatus,
  isActiveRecord,
  statusToggledMessage,
  toggledStatus,
} from '../../../resource/status-toggle';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { showUpdatedUser, userApi } from './user-keys';
import { USER_TOAST_IDS } from './user-toasts';

/** 'Activar' / 'Desactivar' a user: the toast names the result ('Usuario Ana desactivado'). */
export const useToggleUserStatus = () =>
  useEnvelopeMutation({
    call: (user: User) => userApi.calls.update(toggledStatus(user)),
    // Per direction: deactivating then activating at once shows both toasts.
    successToastId: (user) => `${USER_TOAST_IDS.updateSuccess(user.id)}-${user.status}`,
    // 'Deshacer' puts the status back as it was.
    undo: async (user) => {
      await userApi.calls.update(formerStatus(user));
      return statusToggledMessage('Usuario', user.name, !isActiveRecord(user));
    },
    successMessage: (user) => statusToggledMessage('Usuario', user.name, isActiveRecord(user)),
    errorToastId: USER_TOAST_IDS.updateError,
    invalidate: (qc, _user, updated) => showUpdatedUser(qc, updated),
  });
