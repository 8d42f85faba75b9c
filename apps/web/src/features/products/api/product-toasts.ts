import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one product carry its id. */
export const PRODUCT_TOAST_IDS = {
  ...recordToastIds('product'),
  generateSuccess: (modelId: number) => `product-generate-success-${modelId}`,
  generateError: 'product-generate-error',
};
