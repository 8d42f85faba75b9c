import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateProductLists, productApi } from './product-keys';

/** POST /api/product/restore/{id}. */
export const useRestoreProduct = () =>
  useRecordMutation('restore', productApi, { invalidate: (qc) => invalidateProductLists(qc) });
