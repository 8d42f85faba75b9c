import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { clientApi, clientKeys } from './client-keys';

/** DELETE /api/client/delete/{id}: soft delete; its account, if any, is deactivated. */
export const useDeleteClient = () =>
  useRecordMutation('delete', clientApi, {
    invalidate: (qc, client, deleted) => {
      qc.removeQueries({ queryKey: clientKeys.detail(client.id) });
      return invalidateAfterClientChange(qc, [deleted.institutionId]);
    },
  });
