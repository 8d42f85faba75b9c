import type { User, UserWithLink } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { offerPasswordLink } from '../../../lib/password-link';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { USER_TOAST_IDS } from './user-toasts';

/**
 * POST /api/user/{id}/reset-password: mails the account a link to choose a new password; without a
 * mail server the answer carries the link, shown to be passed on.
 */
export const sendUserPasswordLink = (user: Pick<User, 'id'>) =>
  api.post<UserWithLink>(`/user/${user.id}/reset-password`);

export const useSendUserPasswordLink = () =>
  useEnvelopeMutation({
    call: sendUserPasswordLink,
    successToastId: (user) => USER_TOAST_IDS.linkSuccess(user.id),
    errorToastId: USER_TOAST_IDS.linkError,
    afterSuccess: (_user, answer) => offerPasswordLink(answer, 'reset'),
    // Nothing shown in the list changes.
    invalidate: async () => {},
  });
