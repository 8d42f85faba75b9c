import { useQuery } from '@tanstack/react-query';
import type { Order } from '@taller/shared';
import { api, call } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import { orderKeys } from './order-keys';

/** GET /api/order: one page (the trash with `deleted`). */
export const useOrders = (params: ListParams) => usePagedQuery(orderKeys, '/order', params);

/** GET /api/order/{id}: the order with items, people and history; the row until it comes. */
export const useOrder = (id: number, initial?: Order, enabled = true) =>
  useApiQuery(
    orderKeys.detail(id),
    (signal) => api.GET('/order/{id}', { params: { path: { id } }, signal }),
    { placeholderData: initial, enabled },
  );

/** GET /api/line/all/active: the lines of the 'Línea' filter. */
export const useOrderLines = () =>
  useQuery({
    queryKey: orderKeys.lines,
    queryFn: async () => (await call(api.GET('/line/all/active'))) ?? [],
    staleTime: 60_000,
  });
