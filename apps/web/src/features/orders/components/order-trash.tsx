import type { Order } from '@taller/shared';
import { RecordTrash } from '../../../components/ui/record-list';
import type { ListParams } from '../../../lib/list-query';
import { useOrders } from '../api/get-orders';
import { useRestoreOrder } from '../api/order-changes';
import { ORDER_LIST_TEXTS } from './order-texts';

type NamedOrder = Order & { name: string };

/** The trash lists orders by their number. */
function useDeletedOrders(params: ListParams) {
  const query = useOrders({ ...params, sort: '-number' });
  const data = query.data && {
    ...query.data,
    items: query.data.items.map((order): NamedOrder => ({ ...order, name: order.number })),
  };
  return { ...query, data };
}

export function OrderTrash() {
  return (
    <RecordTrash<NamedOrder>
      useList={useDeletedOrders}
      restore={useRestoreOrder()}
      texts={ORDER_LIST_TEXTS}
    />
  );
}
