import type { Order } from '@taller/shared';
import { SearchPicker } from '../../../components/ui/search-picker';
import { useOrderOptions } from '../api/get-order-options';

/** 'Pedido': an order searched on the server by number or client. */
export function OrderPicker({
  order,
  describe,
  onPick,
  error,
}: {
  order: Order | null;
  describe: (order: Order) => string;
  onPick: (order: Order) => void;
  error?: string;
}) {
  return (
    <SearchPicker<Order>
      label="Pedido"
      placeholder="Buscar por número o cliente..."
      chosen={order ? describe(order) : null}
      describe={describe}
      useOptions={useOrderOptions}
      onPick={onPick}
      error={error}
    />
  );
}
