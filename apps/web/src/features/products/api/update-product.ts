import type { Product, UpdateProductInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProductLists, productKeys } from './product-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/** PUT /api/product/update: only the fields sent change. */
export const updateProduct = (input: UpdateProductInput) =>
  api.put<Product>('/product/update', input);

export const useUpdateProduct = () =>
  useEnvelopeMutation({
    call: updateProduct,
    successToastId: (input) => PRODUCT_TOAST_IDS.updateSuccess(input.id),
    errorToastId: PRODUCT_TOAST_IDS.updateError,
    // Packs show their products' prices.
    invalidate: (qc, input) =>
      invalidateProductLists(qc, productKeys.detail(input.id), ['packages']),
  });
