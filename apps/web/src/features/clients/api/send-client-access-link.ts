import type { Client, ClientWithLink } from '@taller/shared';
import { usePasswordLinkMutation } from '../../../lib/record-mutation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/{id}/reset-password: the client's account is sent a set-password link. */
export const useSendClientAccessLink = () =>
  usePasswordLinkMutation<Pick<Client, 'id' | 'account'>, ClientWithLink>(
    '/client',
    CLIENT_TOAST_IDS,
    (client) => (client.account?.hasPassword ? 'reset' : 'invite'),
  );
