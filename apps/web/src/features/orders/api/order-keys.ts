import type { QueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, UpdateOrderInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';

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

/** An order's create, update (with the version it was read at), delete and restore. */
export const orderApi = recordApi(
  {
    create: (body: CreateOrderInput) => unwrap(api.POST('/order/create', { body })),
    update: (body: UpdateOrderInput) => unwrap(api.PUT('/order/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/order/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/order/restore/{id}', { params: { path: { id } } })),
  },
  ORDER_TOAST_IDS,
);
