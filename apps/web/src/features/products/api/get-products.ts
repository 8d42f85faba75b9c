import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { productKeys } from './product-keys';

/** GET /api/product: one page (the trash with `deleted`). */
export const useProducts = (params: ListParams) => usePagedQuery(productKeys, '/product', params);
