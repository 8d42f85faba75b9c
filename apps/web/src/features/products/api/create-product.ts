import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateProductLists, productApi } from './product-keys';

/** POST /api/product/create. */
export const useCreateProduct = () =>
  useRecordMutation('create', productApi, { invalidate: (qc) => invalidateProductLists(qc) });
