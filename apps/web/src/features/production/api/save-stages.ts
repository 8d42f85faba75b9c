import type { ProductionStagesInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

/** PUT /api/production-stage: the whole ordered list (409 IN_USE for a stage with counts). */
export const useSaveStages = () =>
  useEnvelopeMutation({
    call: (body: ProductionStagesInput) => unwrap(api.PUT('/production-stage', { body })),
    successToastId: () => 'production-stages-saved',
    errorToastId: 'production-stages-error',
    invalidate: (qc) => qc.invalidateQueries({ queryKey: ['production'] }),
  });
