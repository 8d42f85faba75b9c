import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { SIAT_TOAST_IDS, siatKeys } from './siat-keys';

/** POST /api/siat/sync: codes and catalogues now; the answer is the status after it. */
export const useSyncSiat = () =>
  useEnvelopeMutation({
    call: () => unwrap(api.POST('/siat/sync')),
    successToastId: () => SIAT_TOAST_IDS.synced,
    errorToastId: SIAT_TOAST_IDS.syncError,
    invalidate: (qc, _input, status) => {
      qc.setQueryData(siatKeys.status, status);
      return qc.invalidateQueries({ queryKey: siatKeys.all });
    },
  });
