import type { Product } from '@taller/shared';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../lib/api-query';
import { productKeys } from './product-keys';

/** GET /api/product: one page (the trash with `deleted`). */
export const useProducts = (params: ListParams) =>
  usePagedQuery<Product>(productKeys, '/product', params);
