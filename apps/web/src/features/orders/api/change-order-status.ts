import type { Order, OrderStatus } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateOrder, ORDER_TOAST_IDS } from './order-keys';

export type StatusChange = { order: Pick<Order, 'id'>; status: OrderStatus; note?: string };

/** POST /api/order/{id}/status: refused (409) when the order cannot move there. */
export const changeOrderStatus = ({ order, status, note }: StatusChange) =>
  unwrap(
    api.POST('/order/{id}/status', {
      params: { path: { id: order.id } },
      body: { status, ...(note ? { note } : {}) },
    }),
  );

/** POST /api/order/{id}/status/undo: the change just made, taken back (its maker, within a minute). */
export const undoOrderStatus = (order: Pick<Order, 'id' | 'version'>) =>
  unwrap(
    api.POST('/order/{id}/status/undo', {
      params: { path: { id: order.id } },
      body: { version: order.version },
    }),
  );

export const useChangeOrderStatus = () =>
  useEnvelopeMutation({
    call: changeOrderStatus,
    successToastId: ({ order }) => ORDER_TOAST_IDS.statusSuccess(order.id),
    errorToastId: ORDER_TOAST_IDS.statusError,
    invalidate: (qc, { order }) => invalidateOrder(qc, order.id),
    // 'Deshacer' on the toast puts back the status it had.
    undo: async (_change, changed) => (await undoOrderStatus(changed)).message,
  });
