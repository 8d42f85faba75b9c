import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateProductLists, productApi, productKeys } from './product-keys';

/** DELETE /api/product/delete/{id}: refused (409, naming them) while a live pack uses it. */
export const useDeleteProduct = () =>
  useRecordMutation('delete', productApi, {
    invalidate: (qc, product) => {
      qc.removeQueries({ queryKey: productKeys.detail(product.id) });
      return invalidateProductLists(qc);
    },
  });
