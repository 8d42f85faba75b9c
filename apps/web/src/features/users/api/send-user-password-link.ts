import type { User } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { usePasswordLinkMutation } from '../../../resource/record-mutation';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/{id}/reset-password: a link to choose a new password. */
export const useSendUserPasswordLink = () =>
  usePasswordLinkMutation(
    ({ id }: Pick<User, 'id'>) =>
      unwrap(api.POST('/user/{id}/reset-password', { params: { path: { id } } })),
    USER_TOAST_IDS,
    () => 'reset',
  );
