import type { User, UserWithLink } from '@taller/shared';
import { usePasswordLinkMutation } from '../../../lib/record-mutation';
import { USER_TOAST_IDS } from './user-toasts';

/** POST /api/user/{id}/reset-password: a link to choose a new password. */
export const useSendUserPasswordLink = () =>
  usePasswordLinkMutation<Pick<User, 'id'>, UserWithLink>('/user', USER_TOAST_IDS, () => 'reset');
