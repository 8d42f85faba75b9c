import { PURCHASE_ORDER_TEXTS as T, formatQuantity } from '@taller/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFromShortfall } from '../api/purchase-order-api';

/**
 * 'Crear órdenes de compra' beside the shortfall: one Borrador per supplier for what the orders
 * (all in production, or `orderId`) lack, then links to each and the materials with no supplier.
 */
export function FromShortfallButton({
  orderId,
  disabled,
}: {
  orderId: number | null;
  disabled: boolean;
}) {
  const create = useFromShortfall();
  const [result, setResult] = useState<
    Awaited<ReturnType<typeof create.mutateAsync>>['data'] | null
  >(null);
  const run = async () => {
    const envelope = await create.mutateAsync(orderId ? { orderIds: [orderId] } : {});
    setResult(envelope.data);
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => void run().catch(() => {})} disabled={disabled || create.isPending}>
        {create.isPending ? T.fromShortfallBusy : T.fromShortfall}
      </Button>
      {result && (
        <p className="text-sm text-slate-700" role="status">
          {result.created.map((o, i) => (
            <span key={o.id}>
              {i > 0 && ', '}
              <Link
                to={`../purchase-orders/${o.id}`}
                relative="path"
                className="text-blue-700 underline"
              >
                {`${o.number} (${o.supplier.name})`}
              </Link>
            </span>
          ))}
          {result.withoutSupplier.length > 0 && (
            <span className="block text-amber-800">
              {T.withoutSupplier(
                result.withoutSupplier
                  .map((w) => `${w.material.code} ${formatQuantity(w.quantity, w.material.unit)}`)
                  .join(', '),
              )}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
