import type { Client, ClientWithLink } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { offerPasswordLink } from '../../../lib/password-link';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/{id}/reset-password: mails the client's account a set-password link. */
export const sendClientAccessLink = (client: Pick<Client, 'id' | 'account'>) =>
  api.post<ClientWithLink>(`/client/${client.id}/reset-password`);

export const useSendClientAccessLink = () =>
  useEnvelopeMutation({
    call: sendClientAccessLink,
    successToastId: (client) => CLIENT_TOAST_IDS.linkSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.linkError,
    afterSuccess: (client, answer) =>
      offerPasswordLink(answer, client.account?.hasPassword ? 'reset' : 'invite'),
    invalidate: async () => {},
  });
