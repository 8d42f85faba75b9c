import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { productionKeys } from './production-keys';

/** GET /api/production-progress: orders in production with what each stage has done. */
export const useProductionOrders = (params: ListParams) =>
  usePagedQuery(productionKeys, '/production-progress', params);

/**
 * The progress of the board's 'En producción' cards, in one call for the cards shown (at most
 * 100): by order id.
 */
export function useBoardProgress(orderIds: readonly number[]) {
  const params: ListParams = {
    orderIds: orderIds.join(','),
    page: 1,
    pageSize: 100,
    sort: 'promisedDate',
  };
  return useQuery({
    queryKey: productionKeys.list(params),
    queryFn: async () => (await getPage('/production-progress', params)).data,
    enabled: orderIds.length > 0,
    select: (page) => new Map(page.items.map((item) => [item.orderId, item])),
  });
}
