import type { StageProgressInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProgress } from './production-keys';

export type ProgressEntry = { orderId: number; body: StageProgressInput };

/** POST /api/order/{id}/stage-progress: refused (409) past the pieces or the stage before. */
export const useRecordProgress = () =>
  useEnvelopeMutation({
    call: ({ orderId, body }: ProgressEntry) =>
      unwrap(api.POST('/order/{id}/stage-progress', { params: { path: { id: orderId } }, body })),
    successToastId: ({ orderId }) => `production-progress-${orderId}`,
    errorToastId: 'production-progress-error',
    invalidate: (qc, { orderId }) => invalidateProgress(qc, orderId),
  });
