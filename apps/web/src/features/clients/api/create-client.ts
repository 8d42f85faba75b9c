import type { Client, CreateClientInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/create; `createAccess` adds the CLIENTE account and mails the invitation. */
export const createClient = (input: CreateClientInput) => api.post<Client>('/client/create', input);

export const useCreateClient = () =>
  useApiMutation({
    call: createClient,
    successToastId: (_input, client) => CLIENT_TOAST_IDS.createSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.createError,
    invalidate: (qc, _input, client) => invalidateAfterClientChange(qc, [client.institutionId]),
  });
