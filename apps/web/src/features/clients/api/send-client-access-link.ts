import type { Client } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/{id}/reset-password: mails the client's account a set-password link. */
export const sendClientAccessLink = (client: Pick<Client, 'id'>) =>
  api.post<Client>(`/client/${client.id}/reset-password`);

export const useSendClientAccessLink = () =>
  useEnvelopeMutation({
    call: sendClientAccessLink,
    successToastId: (client) => CLIENT_TOAST_IDS.linkSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.linkError,
    invalidate: async () => {},
  });
