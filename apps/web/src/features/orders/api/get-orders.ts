import { useQuery } from '@tanstack/react-query';
import type { Order } from '@taller/shared';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../lib/api-query';
import { orderKeys } from './order-keys';

/** GET /api/order: one page (the trash with `deleted`). */
export const useOrders = (params: ListParams) => usePagedQuery<Order>(orderKeys, '/order', params);

/** GET /api/order/{id}: the order with items, people and history; the row until it comes. */
export const useOrder = (id: number, initial?: Order, enabled = true) =>
  useApiQuery<Order>(orderKeys.detail(id), `/order/${id}`, { placeholderData: initial, enabled });

/** GET /api/line/all/active: the lines of the 'Línea' filter. */
export const useOrderLines = () =>
  useQuery({
    queryKey: orderKeys.lines,
    queryFn: async () =>
      (await api.get<{ id: number; name: string }[]>('/line/all/active')).data ?? [],
    staleTime: 60_000,
  });
