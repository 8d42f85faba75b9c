import type { Client } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { clientKeys } from './client-keys';
import { CLIENT_TOAST_IDS } from './client-toasts';

/** DELETE /api/client/delete/{id}: soft delete; its account, if any, is deactivated. */
export const deleteClient = (client: Pick<Client, 'id'>) =>
  api.delete<Client>(`/client/delete/${client.id}`);

export const useDeleteClient = () =>
  useEnvelopeMutation({
    call: deleteClient,
    successToastId: (client) => CLIENT_TOAST_IDS.deleteSuccess(client.id),
    errorToastId: CLIENT_TOAST_IDS.deleteError,
    invalidate: (qc, client, deleted) => {
      qc.removeQueries({ queryKey: clientKeys.detail(client.id) });
      return invalidateAfterClientChange(qc, [deleted.institutionId]);
    },
  });
