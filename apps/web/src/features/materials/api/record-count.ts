import type { CountInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateMaterials, MATERIAL_TOAST_IDS as T } from './material-keys';

/** POST /api/material/count: 'Conteo de inventario'. */
export const useRecordCount = () =>
  useEnvelopeMutation({
    call: (input: CountInput) => unwrap(api.POST('/material/count', { body: input })),
    successToastId: () => T.countSuccess,
    errorToastId: T.countError,
    invalidate: invalidateMaterials,
  });
