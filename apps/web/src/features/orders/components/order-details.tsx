import { formatMoney, type Order } from '@taller/shared';
import {
  DetailField,
  DetailsModal,
  RecordDetails,
  orMissing,
} from '../../../components/ui/details-modal';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { orderMaterialsPath } from '../../materials';
import { useOrder } from '../api/get-orders';
import { formatPromisedDate, itemName } from './order-format';
import { OrderBalance } from './order-balance';
import { OrderStatusBadge, OverdueBadge } from './order-status-badge';
import { orderEditorPath } from './order-editor-frame';
import { ORDERS_PATH, orderStatusText } from './order-texts';

/** The details of an order: client, dates, items with their people, totals, timeline, audit. */
export function OrderDetailsModal({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  return (
    <DetailsModal
      isOpen={order !== null}
      title={order ? `Pedido ${order.number}` : 'Pedido'}
      onClose={onClose}
      size="4xl"
    >
      {order && <FreshOrder order={order} />}
    </DetailsModal>
  );
}

function FreshOrder({ order }: { order: Order }) {
  const query = useOrder(order.id, order);
  return <OrderDetails order={query.data ?? order} />;
}

/** Where an order opens: its production sheet, and both editors while it can be edited. */
function OrderLinks({ order }: { order: Order }) {
  const editable = order.status === 'PENDING' || order.status === 'IN_PRODUCTION';
  const link = 'text-sm text-blue-700 underline';
  return (
    <nav aria-label={`Abrir ${order.number}`} className="flex flex-wrap gap-4">
      <Link className={link} to={`${ORDERS_PATH}/${order.id}/production-sheet`}>
        Hoja de producción
      </Link>
      {editable && !order.deletedAt && (
        <>
          <Link className={link} to={orderEditorPath('quick', order.id)}>
            Edición rápida
          </Link>
          <Link className={link} to={orderEditorPath('guided', order.id)}>
            Asistente paso a paso
          </Link>
        </>
      )}
    </nav>
  );
}

export function OrderDetails({ order }: { order: Order }) {
  return (
    <RecordDetails
      record={order}
      after={
        <>
          <OrderLinks order={order} />
          <OrderItems order={order} />
          <OrderTimeline order={order} />
        </>
      }
    >
      <DetailField label="Número">{order.number}</DetailField>
      <DetailField label="Estado">
        <span className="flex items-center gap-2">
          <OrderStatusBadge status={order.status} />
          {order.isOverdue && <OverdueBadge />}
        </span>
      </DetailField>
      <DetailField label="Cliente">{order.client.name}</DetailField>
      <DetailField label="Institución">{orMissing(order.institution?.name)}</DetailField>
      <DetailField label="Fecha de entrega">
        <span className={order.isOverdue ? 'font-medium text-red-700' : undefined}>
          {formatPromisedDate(order.promisedDate)}
        </span>
      </DetailField>
      <OrderBalance order={order} />
      <DetailField label="Materiales">
        <Link to={orderMaterialsPath(order.id)} className="text-blue-700 underline">
          Ver materiales del pedido
        </Link>
      </DetailField>
      <DetailField label="Notas" wide>
        {orMissing(order.notes)}
      </DetailField>
    </RecordDetails>
  );
}

function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby={`order-${order.id}-items`} className="flex flex-col gap-3">
      <h3 id={`order-${order.id}-items`} className="text-base font-semibold text-slate-900">
        Artículos
      </h3>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Artículos del pedido</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Producto o paquete
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cantidad
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Precio unitario
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Descuento
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className="px-3 py-2">{itemName(item)}</td>
                <td className="px-3 py-2 text-right">{item.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {formatMoney(item.unitPriceCents)}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {formatMoney(item.discountCents)}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  {formatMoney(item.subtotalCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="px-3 py-2 text-right">
                Total
              </th>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                {formatMoney(order.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {order.items
        .filter((item) => item.people.length > 0)
        .map((item) => (
          <div key={item.id} className="flex flex-col gap-1">
            <h4 className="text-sm font-semibold text-slate-800">
              Personas · {itemName(item)} ({item.people.length})
            </h4>
            <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
              {item.people.map((person) => (
                <li key={person.id} className="rounded border border-slate-200 px-2 py-1">
                  <span className="font-medium">{person.name}</span> ·{' '}
                  {String(person.heightCm).replace('.', ',')} cm · Talla{' '}
                  {person.size ?? 'sin talla'}
                  {person.sizeOverridden && (
                    <span className="ml-1 text-xs text-amber-700">
                      (cambiada; sugerida {person.suggestedSize ?? 'ninguna'})
                    </span>
                  )}
                  {person.notes && (
                    <span className="block text-xs text-slate-500">{person.notes}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}

function OrderTimeline({ order }: { order: Order }) {
  return (
    <section aria-labelledby={`order-${order.id}-history`} className="flex flex-col gap-2">
      <h3 id={`order-${order.id}-history`} className="text-base font-semibold text-slate-900">
        Historial de estados
      </h3>
      <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
        {order.history.map((entry, index) => (
          <li key={index} className="text-sm">
            <span className="font-medium">
              {entry.from ? `${orderStatusText(entry.from)} → ` : ''}
              {orderStatusText(entry.to)}
            </span>{' '}
            <span className="text-slate-500">
              · {entry.by ?? 'No especificado'} · {formatDateTime(entry.at)}
            </span>
            {entry.note && <p className="text-slate-700">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
