import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateProductLists, productApi, productKeys } from './product-keys';

/** PUT /api/product/update: only the fields sent change. */
export const useUpdateProduct = () =>
  useRecordMutation('update', productApi, {
    // Packs show their products' prices.
    invalidate: (qc, input) =>
      invalidateProductLists(qc, productKeys.detail(input.id), ['packages']),
  });
