import type { Product } from '@taller/shared';
import { useApiQuery } from '../../../lib/api-query';
import { productKeys } from './product-keys';

/** GET /api/product/{id}: the product, deleted or not. */
export const useProduct = (id: number) =>
  useApiQuery<Product>(productKeys.detail(id), `/product/${id}`);
