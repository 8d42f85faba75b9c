import { formatMoney, type Order } from '@taller/shared';
import { DetailField, DetailsModal, orMissing } from '../../../resource/details-modal';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/error-message';
import { formatDay } from '../../../lib/dates';
import { ClientDeliveries } from '../../deliveries';
import { itemName } from '../../orders';
import { ClientOrderProgress } from '../../production';
import { useClientOrder } from '../api/get-client-order';
import { ClientOrderPeople } from './client-order-people';
import { OrderSteps } from './order-steps';

/** One of the client's orders: its progress, items with prices, people with their sizes. */
export function ClientOrderDetailsModal({
  orderId,
  onClose,
}: {
  orderId: number | null;
  onClose: () => void;
}) {
  const query = useClientOrder(orderId);
  const order = query.data;
  return (
    <DetailsModal
      isOpen={orderId !== null}
      title={order ? `Pedido ${order.number}` : 'Pedido'}
      onClose={onClose}
      size="3xl"
    >
      <LoadingIndicator isLoading={query.isPending && orderId !== null} size="medium" />
      {query.isError && (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {order && <ClientOrderDetails order={order} />}
    </DetailsModal>
  );
}

/** Orders whose pieces go, or went, through the workshop's stages. */
const PRODUCED: string[] = ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'];

function ClientOrderDetails({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-6">
      <OrderSteps order={order} />
      {PRODUCED.includes(order.status) && <ClientOrderProgress orderId={order.id} />}
      <dl className="grid grid-cols-2 gap-4">
        <DetailField label="Fecha de entrega">{formatDay(order.promisedDate)}</DetailField>
        <DetailField label="Total">{formatMoney(order.totalCents)}</DetailField>
        <DetailField label="Pagado">{formatMoney(order.paidCents)}</DetailField>
        <DetailField label="Saldo">{formatMoney(order.owedCents)}</DetailField>
        {order.creditCents > 0 && (
          <DetailField label="Saldo a favor">{formatMoney(order.creditCents)}</DetailField>
        )}
        <DetailField label="Institución">{orMissing(order.institution?.name)}</DetailField>
        <DetailField label="Personas">{order.peopleCount}</DetailField>
        <DetailField label="Notas" wide>
          {orMissing(order.notes)}
        </DetailField>
      </dl>
      <TitledSection title="Artículos">
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
              <span className="text-slate-900">
                {itemName(item)} <span className="text-slate-500">× {item.quantity}</span>
              </span>
              <span className="font-medium whitespace-nowrap">
                {formatMoney(item.subtotalCents)}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <ClientOrderPeople key={order.version} order={order} />
      {(order.status === 'FINISHED' || order.status === 'DELIVERED') && order.totalPeople > 0 && (
        <ClientDeliveries orderId={order.id} />
      )}
    </div>
  );
}
