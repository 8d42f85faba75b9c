import type { GenerateProductsInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateProductLists } from './product-keys';
import { PRODUCT_TOAST_IDS } from './product-toasts';

/** POST /api/product/generate: one product per colour combination of a model. */
export const generateProducts = (input: GenerateProductsInput) =>
  unwrap(api.POST('/product/generate', { body: input }));

export const useGenerateProducts = () =>
  useEnvelopeMutation({
    call: generateProducts,
    successToastId: (input) => PRODUCT_TOAST_IDS.generateSuccess(input.modelId),
    errorToastId: PRODUCT_TOAST_IDS.generateError,
    invalidate: (qc) => invalidateProductLists(qc),
  });
