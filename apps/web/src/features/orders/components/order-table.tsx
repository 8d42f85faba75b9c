import { formatMoney, type ORDER_SORT_FIELDS, type Order } from '@taller/shared';
import { DataTable, type Column, type RowSelection } from '../../../components/ui/data-table';
import type { TableSort } from '../../../resource/record-table';
import { IconAction } from '../../../components/ui/icon-action';
import { PowerIcon } from '../../../components/ui/icons';
import { NamedAction, ViewAction } from '../../../resource/record-actions';
import { formatDay } from '../../../lib/dates';
import { OrderStatusBadge, OverdueBadge } from './order-status-badge';
import { canDeleteOrder, nextStatuses } from './order-texts';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

const COLUMNS: Column<Order, OrderSortField>[] = [
  {
    key: 'number',
    label: 'Número',
    sortField: 'number',
    render: (o) => <span className="font-medium whitespace-nowrap text-slate-900">{o.number}</span>,
  },
  {
    key: 'client',
    label: 'Cliente',
    sortField: 'client',
    render: (o) => (
      <span className="flex flex-col">
        <span>{o.client.name}</span>
        {o.institution && <span className="text-xs text-slate-500">{o.institution.name}</span>}
      </span>
    ),
  },
  {
    key: 'promisedDate',
    label: 'Entrega',
    sortField: 'promisedDate',
    render: (o) => (
      <span
        className={`flex flex-wrap items-center gap-2 ${o.isOverdue ? 'font-medium text-red-700' : ''}`}
      >
        {formatDay(o.promisedDate)}
        {o.isOverdue && <OverdueBadge />}
      </span>
    ),
  },
  {
    key: 'status',
    label: 'Estado',
    sortField: 'status',
    render: (o) => <OrderStatusBadge status={o.status} />,
  },
  {
    key: 'total',
    label: 'Total',
    sortField: 'totalCents',
    className: 'text-right whitespace-nowrap',
    render: (o) => formatMoney(o.totalCents),
  },
];

export type OrderActions = {
  onView: (order: Order) => void;
  onEdit?: (order: Order) => void;
  onChangeStatus: (order: Order) => void;
  onDelete: (order: Order) => void;
};

export function OrderTable({
  orders,
  sort,
  onSort,
  onView,
  onEdit,
  onChangeStatus,
  onDelete,
  selection,
}: { orders: readonly Order[]; selection?: RowSelection<Order> } & TableSort<OrderSortField> &
  OrderActions) {
  return (
    <DataTable
      caption="Pedidos"
      columns={COLUMNS}
      rows={orders}
      selection={selection}
      sort={sort}
      onSort={onSort}
      actions={(o) => (
        <>
          <ViewAction name={o.number} onClick={() => onView(o)} />
          {onEdit && (o.status === 'PENDING' || o.status === 'IN_PRODUCTION') && (
            <NamedAction action="edit" name={o.number} onClick={() => onEdit(o)} />
          )}
          {nextStatuses(o.status).length > 0 && (
            <IconAction
              label={`Cambiar estado de ${o.number}`}
              title="Cambiar estado"
              tone="text-amber-700"
              onClick={() => onChangeStatus(o)}
            >
              <PowerIcon />
            </IconAction>
          )}
          {canDeleteOrder(o.status) && (
            <NamedAction action="delete" name={o.number} onClick={() => onDelete(o)} />
          )}
        </>
      )}
    />
  );
}
