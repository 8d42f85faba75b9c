import type { QueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, Order, UpdateOrderInput } from '@taller/shared';
import { recordApi } from '../../../lib/record-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { recordToastIds } from '../../../lib/toast-ids';

/**
 * ['orders', 'list', params] one page (live or trash), ['orders', id] one order with its items,
 * people and history, ['orders', 'lines'] the lines of the filter.
 */
export const orderKeys = {
  ...resourceKeys('orders'),
  lines: ['orders', 'lines'] as const,
};

/** An order changed: its pages and its own record. */
export const invalidateOrder = (queryClient: QueryClient, id: number) =>
  Promise.all(
    [orderKeys.lists, orderKeys.detail(id)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export const ORDER_TOAST_IDS = {
  ...recordToastIds('order'),
  statusSuccess: (id: number) => `order-status-success-${id}`,
  statusError: 'order-status-error',
};

/** /api/order's create, update (with the version it was read at), delete and restore. */
export const orderApi = recordApi<Order, CreateOrderInput, UpdateOrderInput>(
  '/order',
  ORDER_TOAST_IDS,
);
