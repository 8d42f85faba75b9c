import type { Order } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { orderKeys } from './order-keys';

/** GET /api/order/{id}: the order with items, people and history; the row until it comes. */
export const useOrder = (id: number, initial?: Order, enabled = true) =>
  useApiQuery(
    orderKeys.detail(id),
    (signal) => api.GET('/order/{id}', { params: { path: { id } }, signal }),
    { placeholderData: initial, enabled },
  );
