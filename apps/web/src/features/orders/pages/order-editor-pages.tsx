import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-orders';
import { EMPTY_DRAFT, draftFromOrder } from '../components/order-draft';
import { OrderForm } from '../components/order-form';
import { ORDERS_PATH, orderStatusText } from '../components/order-texts';

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <Link to={ORDERS_PATH} className="text-sm text-blue-700 underline">
          Volver a Pedidos
        </Link>
      </header>
      {children}
    </div>
  );
}

/** 'Nuevo Pedido', at orders/create. */
export function NewOrderPage() {
  const navigate = useNavigate();
  const back = () => void navigate(ORDERS_PATH);
  return (
    <EditorFrame title="Nuevo Pedido">
      <OrderForm initial={EMPTY_DRAFT} onSaved={back} onCancel={back} />
    </EditorFrame>
  );
}

/** 'Editar Pedido', at orders/{orderId}/edit; delivered, finished and cancelled orders are read-only. */
export function EditOrderPage() {
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(orderId) ? Number(orderId) : null;
  const query = useOrder(id ?? 0, undefined, id !== null);
  const back = () => void navigate(ORDERS_PATH);
  const notFound =
    id === null ||
    (query.error instanceof ApiError && query.error.status === 404) ||
    Boolean(query.data?.deletedAt);
  let body: ReactNode;
  if (notFound) {
    body = (
      <section className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Pedido no encontrado</h2>
        <p className="mt-2 text-slate-600">
          El pedido que busca no existe o fue eliminado. Si está en la Papelera, restáurelo para
          editarlo.
        </p>
      </section>
    );
  } else if (query.isPending) {
    body = <LoadingIndicator isLoading message="Cargando pedido..." size="medium" />;
  } else if (query.error) {
    body = (
      <LoadError
        message={`Error al cargar el pedido: ${query.error.message || 'Error desconocido'}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    const order = query.data!;
    const editable = order.status === 'PENDING' || order.status === 'IN_PRODUCTION';
    body = editable ? (
      <>
        <p className="text-sm text-slate-600">
          {order.number} · {orderStatusText(order.status)}
          {order.status === 'IN_PRODUCTION' &&
            ' · En producción solo se pueden cambiar los nombres, tallas y notas de las personas, y las notas del pedido.'}
        </p>
        <OrderForm
          key={`${order.id}-${order.version}`}
          initial={draftFromOrder(order)}
          status={order.status}
          onSaved={back}
          onCancel={back}
        />
      </>
    ) : (
      <section className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">
          Un pedido {orderStatusText(order.status)} no se puede modificar
        </h2>
      </section>
    );
  }
  return <EditorFrame title="Editar Pedido">{body}</EditorFrame>;
}
