import type { Product } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProductLists } from './product-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/** POST /api/product/restore/{id}. */
export const restoreProduct = (product: Pick<Product, 'id'>) =>
  api.post<Product>(`/product/restore/${product.id}`);

export const useRestoreProduct = () =>
  useEnvelopeMutation({
    call: restoreProduct,
    successToastId: (product) => PRODUCT_TOAST_IDS.restoreSuccess(product.id),
    errorToastId: PRODUCT_TOAST_IDS.restoreError,
    invalidate: (qc) => invalidateProductLists(qc),
  });
