import type { Client } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { usePasswordLinkMutation } from '../../../resource/record-mutation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/{id}/reset-password: the client's account is sent a set-password link. */
export const useSendClientAccessLink = () =>
  usePasswordLinkMutation(
    ({ id }: Pick<Client, 'id' | 'account'>) =>
      unwrap(api.POST('/client/{id}/reset-password', { params: { path: { id } } })),
    CLIENT_TOAST_IDS,
    (client) => (client.account?.hasPassword ? 'reset' : 'invite'),
  );
