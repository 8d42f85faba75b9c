import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/resource-keys';

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
  statusSuccess: (id: number) => `order-status-success-${id}`,
  statusError: 'order-status-error',
  deleteSuccess: (id: number) => `order-delete-success-${id}`,
  deleteError: 'order-delete-error',
  restoreSuccess: (id: number) => `order-restore-success-${id}`,
  restoreError: 'order-restore-error',
};
