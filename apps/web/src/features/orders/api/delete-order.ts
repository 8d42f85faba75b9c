import { useRecordMutation } from '../../../resource/record-mutation';
import { orderApi, orderKeys } from './order-keys';

/** DELETE /api/order/delete/{id}: pending or cancelled orders only. */
export const useDeleteOrder = () =>
  useRecordMutation('delete', orderApi, {
    invalidate: (qc, order) => {
      qc.removeQueries({ queryKey: orderKeys.detail(order.id) });
      return qc.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
