import type { BillOfMaterialsInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateMaterials, MATERIAL_TOAST_IDS as T } from './material-keys';

export const useSaveBillOfMaterials = () =>
  useEnvelopeMutation({
    call: ({ productId, ...input }: BillOfMaterialsInput & { productId: number }) =>
      unwrap(
        api.PUT('/product/{id}/materials', { params: { path: { id: productId } }, body: input }),
      ),
    successToastId: ({ productId }) => T.bomSuccess(productId),
    errorToastId: T.bomError,
    invalidate: invalidateMaterials,
  });
