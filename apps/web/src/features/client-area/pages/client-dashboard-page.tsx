import { ORDER_STATUS_LABELS, formatMoney, type Order } from '@taller/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useListState } from '../../../lib/list-query';
import { OrderStatusBadge, formatPromisedDate } from '../../orders';
import { useClientOrders } from '../api/client-orders';
import { ClientBills } from '../components/client-bills';
import { CardFigure } from '../components/client-card-list';
import { ClientOrderDetailsModal } from '../components/client-order-details';
import { ClientPayments } from '../components/client-payments';
import { SendProofDialog, type ProofTarget } from '../components/send-proof-dialog';
import { OrderSteps } from '../components/order-steps';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 'Mi panel': the client's own orders, newest first, with their progress. */
export function ClientDashboardPage() {
  const list = useListState(
    { search: '', status: '' },
    { field: 'number', direction: 'desc' },
    PAGE_SIZE,
  );
  const query = useClientOrders(list.params);
  const [openId, setOpenId] = useState<number | null>(null);
  const [proofTarget, setProofTarget] = useState<ProofTarget | null>(null);
  const page = query.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const from = page && page.total > 0 ? (page.page - 1) * PAGE_SIZE + 1 : 0;

  return (
    <div>
      <PageHeader
        title="Mi panel"
        actions={
          <Link
            to="/client/dashboard/new"
            className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
          >
            Nuevo pedido
          </Link>
        }
      />
      <section aria-labelledby="my-orders" className="flex flex-col gap-4">
        <h2 id="my-orders" className="text-lg font-semibold text-slate-900">
          Mis pedidos
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <TextField
            label="Buscar"
            type="search"
            placeholder="Número de pedido"
            value={list.filters.search}
            onChange={(event) => list.setFilters({ ...list.filters, search: event.target.value })}
          />
          <SelectField
            label="Estado"
            placeholder="Todos"
            options={STATUS_OPTIONS}
            value={list.filters.status}
            onChange={(event) => list.setFilters({ ...list.filters, status: event.target.value })}
          />
        </div>
        <LoadingIndicator isLoading={query.isPending} message="Cargando pedidos..." />
        {query.isError && (
          <LoadError
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
        {page && page.items.length === 0 && (
          <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {list.hasFilters
              ? 'Ningún pedido coincide con la búsqueda.'
              : 'Todavía no tiene pedidos. Empiece con «Nuevo pedido».'}
          </p>
        )}
        {page && page.items.length > 0 && (
          <ul className="flex flex-col gap-3">
            {page.items.map((order) => (
              <ClientOrderCard
                key={order.id}
                order={order}
                onOpen={() => setOpenId(order.id)}
                onSendProof={() => setProofTarget({ order })}
              />
            ))}
          </ul>
        )}
        {page && (
          <Pagination
            page={page.page}
            totalPages={totalPages}
            from={from}
            to={from + page.items.length - (page.items.length > 0 ? 1 : 0)}
            total={page.total}
            noun="pedidos"
            onPageChange={list.setPage}
          />
        )}
      </section>
      <div className="mt-8 flex flex-col gap-8">
        <ClientBills onSendProof={setProofTarget} />
        <ClientPayments />
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
    <li
      aria-label={`Pedido ${order.number}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{order.number}</span>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderSteps order={order} />
      <dl className="grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
        <CardFigure label="Fecha">{formatDate(order.createdAt)}</CardFigure>
        <CardFigure label="Entrega">{formatPromisedDate(order.promisedDate)}</CardFigure>
        <CardFigure label="Total">
          <span className="font-medium">{formatMoney(order.totalCents)}</span>
        </CardFigure>
        <CardFigure label="Pagado">{formatMoney(order.paidCents)}</CardFigure>
        <CardFigure label="Saldo">
          <span className="font-medium">{formatMoney(order.owedCents)}</span>
        </CardFigure>
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
    </li>
  );
}
