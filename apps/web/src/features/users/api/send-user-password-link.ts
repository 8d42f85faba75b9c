import type { User } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/{id}/reset-password: mails the account a link to choose a new password. */
export const sendUserPasswordLink = (user: Pick<User, 'id'>) =>
  api.post<User>(`/user/${user.id}/reset-password`);

export const useSendUserPasswordLink = () =>
  useEnvelopeMutation({
    call: sendUserPasswordLink,
    successToastId: (user) => USER_TOAST_IDS.linkSuccess(user.id),
    errorToastId: USER_TOAST_IDS.linkError,
    // Nothing shown in the list changes.
    invalidate: async () => {},
  });
