import { useRecordMutation } from '../../../resource/record-mutation';
import { invalidateOrder, orderApi } from './order-keys';

/** POST /api/order/restore/{id}. */
export const useRestoreOrder = () =>
  useRecordMutation('restore', orderApi, {
    invalidate: (qc, order) => invalidateOrder(qc, order.id),
  });
