import type { Client } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** POST /api/client/restore/{id}. */
export const restoreClient = (client: Pick<Client, 'id'>) =>
  api.post<Client>(`/client/restore/${client.id}`);

export const useRestoreClient = () =>
  useEnvelopeMutation({
    call: restoreClient,
    successToastId: (client) => CLIENT_TOAST_IDS.restoreSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.restoreError,
    invalidate: (qc, _client, restored) =>
      invalidateAfterClientChange(qc, [restored.institutionId]),
  });
