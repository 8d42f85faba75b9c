import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateAfterClientChange } from './client-invalidation';
import { clientApi } from './client-keys';

/** POST /api/client/restore/{id}. */
export const useRestoreClient = () =>
  useRecordMutation('restore', clientApi, {
    invalidate: (qc, _client, restored) =>
      invalidateAfterClientChange(qc, [restored.institutionId]),
  });
