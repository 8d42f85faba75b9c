import { formatDecimal, formatMoney, type Order } from '@taller/shared';
import {
  DetailField,
  FreshDetailsModal,
  RecordDetails,
  orMissing,
  type RecordModalProps,
} from '../../../resource/details-modal';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { OrderLabelActions } from '../../labels';
import { DeliverySummary } from '../../deliveries';
import { orderMaterialsPath } from '../../materials';
import { OrderProductionSection } from '../../production';
import { useOrder } from '../api/get-order';
import { itemName, personSizesText } from './order-format';
import { OrderBalance } from './order-balance';
import { OrderCosting } from './order-costing';
import { OrderItemsTable } from './order-items-table';
import { OrderStatusBadge, OverdueBadge } from './order-status-badge';
import { orderEditorPath } from './order-editor-frame';
import { ORDERS_PATH, orderStatusText } from './order-texts';

/** The details of an order: client, dates, items with their people, totals, timeline, audit. */
export function OrderDetailsModal({ record, onClose }: RecordModalProps<Order>) {
  return (
    <FreshDetailsModal
      title={record ? `Pedido ${record.number}` : 'Pedido'}
      record={record}
      useFresh={useOrder}
      onClose={onClose}
      size="4xl"
    >
      {(order) => <OrderDetails order={order} />}
    </FreshDetailsModal>
  );
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

/** Orders whose pieces go, or went, through the production stages. */
const PRODUCED: string[] = ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'];

export function OrderDetails({ order }: { order: Order }) {
  return (
    <RecordDetails
      record={order}
      after={
        <>
          <OrderLinks order={order} />
          {!order.deletedAt && (
            <OrderLabelActions orderId={order.id} peopleCount={order.peopleCount} />
          )}
          {PRODUCED.includes(order.status) && (
            <OrderProductionSection orderId={order.id} status={order.status} />
          )}
          <OrderItems order={order} />
          <OrderCosting order={order} />
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
          {formatDay(order.promisedDate)}
        </span>
      </DetailField>
      <OrderBalance order={order} />
      <DetailField label="Entrega">
        <DeliverySummary order={order} />
      </DetailField>
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
    <TitledSection title="Artículos" className="flex flex-col gap-3">
      <OrderItemsTable
        moneyColumns={['Precio unitario', 'Descuento', 'Subtotal']}
        rows={order.items.map((item) => ({
          key: item.id,
          name: itemName(item),
          quantity: item.quantity,
          money: [item.unitPriceCents, item.discountCents, item.subtotalCents].map((cents) =>
            formatMoney(cents),
          ),
        }))}
        totalCents={order.totalCents}
      />
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
                  {formatDecimal(person.heightCm)} cm · Talla{' '}
                  {item.package ? personSizesText(item, person) : (person.size ?? 'sin talla')}
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
    </TitledSection>
  );
}

function OrderTimeline({ order }: { order: Order }) {
  return (
    <TitledSection title="Historial de estados">
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
    </TitledSection>
  );
}
