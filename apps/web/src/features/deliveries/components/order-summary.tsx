import { DELIVERY_MESSAGES as M, type Order } from '@taller/shared';
import { Link } from 'react-router';
import { useDeliveries } from '../api/deliveries';
import { OwedWarning } from './owed-warning';

export const ORDERS_PATH = '/director/dashboard/orders';

/** The delivery screen of an order. */
export const deliveryPath = (orderId: number) => `${ORDERS_PATH}/${orderId}/delivery`;

/** What orders the delivery screen applies to: a roster, and Terminado or Entregado. */
const isDeliverable = (order: Order) =>
  order.totalPeople > 0 && (order.status === 'FINISHED' || order.status === 'DELIVERED');

/** 'Entregado: 27 de 30' on the order's details, who is missing, and the way to the screen. */
export function DeliverySummary({ order }: { order: Order }) {
  const deliverable = isDeliverable(order) && !order.deletedAt;
  const missing = order.totalPeople - order.deliveredPeople;
  const query = useDeliveries(order.id, deliverable && missing > 0);
  if (order.totalPeople === 0) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-3">
        <span>{M.progress(order.deliveredPeople, order.totalPeople)}</span>
        {deliverable && (
          <Link to={deliveryPath(order.id)} className="text-blue-700 underline">
            {M.openDelivery}
          </Link>
        )}
      </span>
      {query.data && query.data.missing.length > 0 && (
        <span className="text-sm text-amber-800">
          {M.missingTitle(query.data.missing.length)}:{' '}
          {query.data.missing.map((p) => p.name).join(', ')}
        </span>
      )}
    </span>
  );
}

/**
 * Marking an order 'Entregado' by hand: who is still missing their bag, and the balance owed,
 * each said before the change is made.
 */
export function DeliverWarnings({ order }: { order: Order }) {
  const missing = order.totalPeople - order.deliveredPeople;
  const query = useDeliveries(order.id, missing > 0);
  return (
    <div className="flex flex-col gap-2">
      {missing > 0 && (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-medium">{M.manualDeliverWarning(missing)}</p>
          {query.data && (
            <ul aria-label={M.missingTitle(missing)} className="mt-1 list-disc pl-5">
              {query.data.missing.map((p) => (
                <li key={p.id}>{p.course ? `${p.name} (${p.course})` : p.name}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <OwedWarning cents={order.owedCents} />
    </div>
  );
}
