import type { MovementInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateMaterials, MATERIAL_TOAST_IDS as T } from './material-keys';

/** POST /api/material/movement: an entry, an exit, an adjustment or a reversal. */
export const useRecordMovement = () =>
  useEnvelopeMutation({
    call: (input: MovementInput) => unwrap(api.POST('/material/movement', { body: input })),
    successToastId: (_input, movement) => T.movementSuccess(movement.id),
    errorToastId: T.movementError,
    invalidate: invalidateMaterials,
  });
