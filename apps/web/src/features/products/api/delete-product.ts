import type { Product } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProductLists, productKeys } from './product-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/** DELETE /api/product/delete/{id}: refused (409, naming them) while a live pack uses it. */
export const deleteProduct = (product: Pick<Product, 'id'>) =>
  api.delete<Product>(`/product/delete/${product.id}`);

export const useDeleteProduct = () =>
  useEnvelopeMutation({
    call: deleteProduct,
    successToastId: (product) => PRODUCT_TOAST_IDS.deleteSuccess(product.id),
    errorToastId: PRODUCT_TOAST_IDS.deleteError,
    invalidate: (qc, product) => {
      qc.removeQueries({ queryKey: productKeys.detail(product.id) });
      return invalidateProductLists(qc);
    },
  });
