import { RecordTrash } from '../../../resource/record-trash';
import type { ListParams } from '../../../lib/list-query';
import { useOrders } from '../api/get-orders';
import { useRestoreOrder } from '../api/restore-order';
import { ORDER_LIST_TEXTS } from './order-texts';

/** The trash lists orders by their number, the newest first. */
const useOrderTrash = (params: ListParams) => useOrders({ ...params, sort: '-number' });

export function OrderTrash() {
  return (
    <RecordTrash
      useList={useOrderTrash}
      restore={useRestoreOrder()}
      texts={ORDER_LIST_TEXTS}
      name={(order) => order.number}
    />
  );
}
