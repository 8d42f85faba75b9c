import type { ClientWithLink, CreateClientInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { offerPasswordLink } from '../../../lib/password-link';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/create; `createAccess` adds the CLIENTE account and mails the invitation. */
export const createClient = (input: CreateClientInput) =>
  api.post<ClientWithLink>('/client/create', input);

export const useCreateClient = () =>
  useEnvelopeMutation({
    call: createClient,
    successToastId: (_input, client) => CLIENT_TOAST_IDS.createSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.createError,
    afterSuccess: (_input, client) => offerPasswordLink(client, 'invite'),
    invalidate: (qc, _input, client) => invalidateAfterClientChange(qc, [client.institutionId]),
  });
