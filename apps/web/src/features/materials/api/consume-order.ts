import type { ConsumeInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateMaterials, MATERIAL_TOAST_IDS as T } from './material-keys';

/** POST /api/order/{id}/consume: 'Registrar consumo' (a second time writes nothing). */
export const useConsumeOrder = () =>
  useEnvelopeMutation({
    call: ({ orderId, ...input }: ConsumeInput & { orderId: number }) =>
      unwrap(api.POST('/order/{id}/consume', { params: { path: { id: orderId } }, body: input })),
    successToastId: ({ orderId }) => T.consumeSuccess(orderId),
    errorToastId: T.consumeError,
    invalidate: invalidateMaterials,
  });
