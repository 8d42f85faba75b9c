import type { CreateProductInput, Product } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProductLists } from './product-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/** POST /api/product/create. */
export const createProduct = (input: CreateProductInput) =>
  api.post<Product>('/product/create', input);

export const useCreateProduct = () =>
  useEnvelopeMutation({
    call: createProduct,
    successToastId: (_input, product) => PRODUCT_TOAST_IDS.createSuccess(product.id),
    errorToastId: PRODUCT_TOAST_IDS.createError,
    invalidate: (qc) => invalidateProductLists(qc),
  });
