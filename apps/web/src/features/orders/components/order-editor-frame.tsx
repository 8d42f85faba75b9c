import type { Order } from '@taller/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ApiError } from '../../../api/core';
import { useOrder } from '../api/get-order';
import { ORDERS_PATH, orderStatusText } from './order-texts';

/** Where each editor of an order lives: quick entry (one page) and the guided flow. */
export const orderEditorPath = (flow: 'quick' | 'guided', id?: number) =>
  id === undefined
    ? `${ORDERS_PATH}/${flow === 'quick' ? 'create' : 'create-new'}`
    : `${ORDERS_PATH}/${id}/${flow === 'quick' ? 'edit' : 'edit-new'}`;

/** An editor's page: its title, the way to the other editor of the same order, and back. */
export function EditorFrame({
  title,
  other,
  intro,
  children,
}: {
  title: string;
  /** The other flow's link ('Edición rápida' / 'Asistente paso a paso'). */
  other?: { to: string; label: string };
  /** A new order's line: what this flow is, and what the other one is for, with its link. */
  intro?: { text: string; otherHint: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <nav aria-label="Otras vistas del pedido" className="flex flex-wrap gap-4 text-sm">
          {other && !intro && (
            <Link to={other.to} className="text-blue-700 underline">
              {other.label}
            </Link>
          )}
          <Link to={ORDERS_PATH} className="text-blue-700 underline">
            Volver a Pedidos
          </Link>
        </nav>
      </header>
      {intro && other && (
        <p className="-mt-3 text-sm text-slate-600">
          {intro.text} {intro.otherHint}{' '}
          <Link to={other.to} className="text-blue-700 underline">
            {other.label}
          </Link>
          .
        </p>
      )}
      {children}
    </div>
  );
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
    </section>
  );
}

/** The order of the route's `orderId`, or null while it is not a well-formed id. */
export function useRouteOrderId() {
  const { orderId = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(orderId) ? Number(orderId) : null;
}

/**
 * Loads the route's order for an editor: its loading, not-found and error states, a read-only
 * notice for finished, delivered and cancelled orders, and else the editor `children` draws.
 */
export function EditableOrder({ children }: { children: (order: Order) => ReactNode }) {
  const id = useRouteOrderId();
  const query = useOrder(id ?? 0, undefined, id !== null);
  const notFound =
    id === null ||
    (query.error instanceof ApiError && query.error.status === 404) ||
    Boolean(query.data?.deletedAt);
  if (notFound) {
    return (
      <Notice
        title="Pedido no encontrado"
        text="El pedido que busca no existe o fue eliminado. Si está en la Papelera, restáurelo para editarlo."
      />
    );
  }
  if (query.isPending) {
    return <LoadingIndicator isLoading message="Cargando pedido..." size="medium" />;
  }
  if (query.error) {
    return (
      <LoadError
        message={`Error al cargar el pedido: ${query.error.message || 'Error desconocido'}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const order = query.data!;
  if (order.status !== 'PENDING' && order.status !== 'IN_PRODUCTION') {
    return <Notice title={`Un pedido ${orderStatusText(order.status)} no se puede modificar`} />;
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        {order.number} · {orderStatusText(order.status)}
        {order.status === 'IN_PRODUCTION' &&
          ' · En producción solo se pueden cambiar los nombres, tallas y notas de las personas, y las notas del pedido.'}
      </p>
      {children(order)}
    </>
  );
}
