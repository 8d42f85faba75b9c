import { ORDER_STATUS_LABELS, formatMoney, type Order } from '@taller/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/dates';
import { formatDay } from '../../../lib/dates';
import { OrderStatusBadge } from '../../orders';
import { OwnConsentCard } from '../../whatsapp';
import { useClientOrders } from '../api/get-client-orders';
import { ClientBills } from '../components/client-bills';
import { CardFigure, ClientCard, ClientCardList } from '../components/client-card-list';
import { ClientOrderDetailsModal } from '../components/client-order-details';
import { ClientPayments } from '../components/client-payments';
import { SendProofDialog, type ProofTarget } from '../components/send-proof-dialog';
import { OrderSteps } from '../components/order-steps';
import { useLinkedId, useOpenLinked } from '../../../lib/linked-record';

const TEXTS = {
  title: 'Mis pedidos',
  search: 'Buscar',
  searchPlaceholder: 'Número de pedido',
  select: 'Estado',
  selectPlaceholder: 'Todos',
  statusLabels: ORDER_STATUS_LABELS,
  loading: 'Cargando pedidos...',
  empty: 'Todavía no tiene pedidos. Empiece con «Nuevo pedido».',
  noMatches: 'Ningún pedido coincide con la búsqueda.',
  noun: 'pedidos',
};

/** 'Mi panel': the client's own orders, newest first, with their progress. */
export function ClientDashboardPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  // A notification's link (?view=<id>) opens that record.
  const linked = useLinkedId();
  useOpenLinked(linked, linked.id ?? undefined, setOpenId);
  const [proofTarget, setProofTarget] = useState<ProofTarget | null>(null);

  return (
    <div>
      <PageHeader
        title="Mi panel"
        actions={
          <Link
            to="/client/dashboard/new"
            data-shortcut="new"
            className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
          >
            Nuevo pedido
          </Link>
        }
      />
      <ClientCardList
        texts={TEXTS}
        sortField="number"
        useRecords={useClientOrders}
        card={(order) => (
          <ClientOrderCard
            key={order.id}
            order={order}
            onOpen={() => setOpenId(order.id)}
            onSendProof={() => setProofTarget({ order })}
          />
        )}
      />
      <div className="mt-8 flex flex-col gap-8">
        <ClientBills onSendProof={setProofTarget} />
        <ClientPayments />
        <OwnConsentCard />
      </div>
      <ClientOrderDetailsModal orderId={openId} onClose={() => setOpenId(null)} />
      <SendProofDialog target={proofTarget} onClose={() => setProofTarget(null)} />
    </div>
  );
}

function ClientOrderCard({
  order,
  onOpen,
  onSendProof,
}: {
  order: Order;
  onOpen: () => void;
  onSendProof: () => void;
}) {
  return (
    <ClientCard
      label={`Pedido ${order.number}`}
      title={order.number}
      badge={<OrderStatusBadge status={order.status} />}
    >
      <OrderSteps order={order} />
      <dl className="grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
        <CardFigure label="Fecha">{formatDate(order.createdAt)}</CardFigure>
        <CardFigure label="Entrega">{formatDay(order.promisedDate)}</CardFigure>
        <CardFigure label="Total">
          <span className="font-medium">{formatMoney(order.totalCents)}</span>
        </CardFigure>
        <CardFigure label="Pagado">{formatMoney(order.paidCents)}</CardFigure>
        <CardFigure label="Saldo">
          <span className="font-medium">{formatMoney(order.owedCents)}</span>
        </CardFigure>
        {order.creditCents > 0 && (
          <CardFigure label="Saldo a favor">{formatMoney(order.creditCents)}</CardFigure>
        )}
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Link
          to={`/client/dashboard/new?from=${order.id}`}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Repetir pedido
        </Link>
        {order.status !== 'CANCELLED' && order.owedCents > 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onSendProof}
            aria-label={`Enviar comprobante de ${order.number}`}
          >
            Enviar comprobante
          </Button>
        )}
        <Button size="sm" onClick={onOpen} aria-label={`Ver detalles de ${order.number}`}>
          Ver detalles
        </Button>
      </div>
    </ClientCard>
  );
}
