import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { orderKeys } from './order-keys';

/** GET /api/order: one page (the trash with `deleted`). */
export const useOrders = (params: ListParams) => usePagedQuery(orderKeys, '/order', params);
