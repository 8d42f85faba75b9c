import {
  DndContext,
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useDraggable,
  useDroppable,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  canMoveOrder,
  formatMoney,
  type Order,
  type OrderStatus,
  type ProductionOrder,
} from '@taller/shared';
import { dragAccessibility, useDragSensors } from '../../../components/ui/drag-and-drop';
import { LoadError } from '../../../components/ui/load-error';
import type { ListParams } from '../../../lib/list-query';
import { notify } from '../../../lib/toast';
import { useOrders } from '../api/get-orders';
import { StageBars, stagesText, useBoardProgress } from '../../production';
import { useChangeOrderStatus } from '../api/change-order-status';
import { formatDay } from '../../../lib/dates';
import { OverdueBadge } from './order-status-badge';
import { nextStatuses, orderStatusText } from './order-texts';

/** Cards shown per column; the list view pages through the rest. */
export const BOARD_COLUMN_SIZE = 50;

/**
 * Arrow keys move a lifted card from one column to the next (left and right), at the same height:
 * a purely sideways step lets dnd-kit scroll the board instead when the column is out of view.
 */
const columnStep: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  event.preventDefault();
  const rects = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const x = currentCoordinates.x;
  const target =
    event.code === KeyboardCode.Right
      ? rects.find((rect) => rect.left > x + 1)
      : [...rects].reverse().find((rect) => rect.left + rect.width < x - 1);
  if (!target) return currentCoordinates;
  return { x: target.left + 8, y: currentCoordinates.y };
};

/**
 * Which column a card is over: under the pointer (mouse, touch), or — for the keyboard, which has
 * no pointer, so pointerWithin alone never finds a column and a keyboard drop went nowhere — the
 * column the lifted card overlaps most.
 */
export const columnUnderCard: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const ACCESSIBILITY = dragAccessibility({
  instructions:
    'Para mover un pedido, pulsa espacio o Intro para tomarlo, cámbialo de columna con las ' +
    'flechas izquierda y derecha y pulsa espacio o Intro para soltarlo. Escape cancela.',
  lifted: 'Pedido tomado.',
  over: (status) =>
    status ? `Sobre la columna ${orderStatusText(status)}.` : 'Fuera de las columnas.',
  dropped: (status) =>
    status ? `Pedido soltado en ${orderStatusText(status)}.` : 'Pedido soltado.',
  cancelled: 'Movimiento cancelado.',
});

/**
 * 'Tablero': one column per status; a card moves to the next allowed status by drag and drop
 * (mouse, touch, keyboard) or its own buttons. Dropping on 'Cancelado' asks for the reason;
 * a move the pipeline does not allow is refused with both states named.
 */
export function OrderBoard({
  params,
  onView,
  onChangeStatus,
}: {
  params: ListParams;
  onView: (order: Order) => void;
  /** Opens 'Cambiar estado' (with the status chosen, for a cancel). */
  onChangeStatus: (order: Order, status?: OrderStatus) => void;
}) {
  const change = useChangeOrderStatus();
  // Scrolled at once, so the column reached is known before the next key.
  const sensors = useDragSensors(columnStep, { scrollBehavior: 'auto' });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const order = active.data.current?.order as Order | undefined;
    const unfinished = Boolean(active.data.current?.unfinished);
    const to = over?.id as OrderStatus | undefined;
    if (!order || !to || to === order.status) return;
    if (!canMoveOrder(order.status, to)) {
      notify.error(
        ORDER_MESSAGES.transitionRefused(orderStatusText(order.status), orderStatusText(to)),
        'order-board-refused',
      );
      return;
    }
    if (to === 'CANCELLED' || (to === 'FINISHED' && unfinished)) onChangeStatus(order, to);
    else change.mutate({ order, status: to });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      accessibility={ACCESSIBILITY}
      onDragEnd={onDragEnd}
    >
      <div
        className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2"
        aria-label="Tablero de pedidos"
        role="region"
      >
        {ORDER_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            params={params}
            onView={onView}
            onMove={(order, to, unfinished) =>
              to === 'CANCELLED' || (to === 'FINISHED' && unfinished)
                ? onChangeStatus(order, to)
                : change.mutate({ order, status: to })
            }
            onChangeStatus={onChangeStatus}
          />
        ))}
      </div>
    </DndContext>
  );
}

function BoardColumn({
  status,
  params,
  onView,
  onMove,
  onChangeStatus,
}: {
  status: OrderStatus;
  params: ListParams;
  onView: (order: Order) => void;
  /** `unfinished`: pieces are not through the last stage (finishing asks to confirm). */
  onMove: (order: Order, to: OrderStatus, unfinished: boolean) => void;
  onChangeStatus: (order: Order) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  // The filters of the list, this column's status, the nearest promised dates first.
  const query = useOrders({
    ...params,
    status,
    page: 1,
    pageSize: BOARD_COLUMN_SIZE,
    sort: 'promisedDate',
  });
  const label = orderStatusText(status);
  const total = query.data?.total ?? 0;
  // 'En producción' cards show each stage's count, asked in one call for the cards shown.
  const progress = useBoardProgress(
    status === 'IN_PRODUCTION' ? (query.data?.items.map((o) => o.id) ?? []) : [],
  );
  return (
    <section
      ref={setNodeRef}
      aria-label={`Columna ${label}`}
      className={`flex min-h-48 flex-col gap-2 rounded-lg border p-2 ${isOver ? 'border-blue-500 bg-blue-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-800">
        {label}
        <span className="rounded-full bg-white px-2 text-xs text-slate-600">{total}</span>
      </h2>
      {query.isPending && <p className="px-1 text-sm text-slate-500">Cargando pedidos...</p>}
      {query.error && (
        <LoadError
          message={`Error al cargar los pedidos: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data?.items.length === 0 && <p className="px-1 text-sm text-slate-500">Sin pedidos</p>}
      <ul className="flex flex-col gap-2">
        {query.data?.items.map((order) => (
          <BoardCard
            key={order.id}
            order={order}
            progress={progress.data?.get(order.id)}
            onView={onView}
            onMove={onMove}
            onChangeStatus={onChangeStatus}
          />
        ))}
      </ul>
      {total > BOARD_COLUMN_SIZE && (
        <p className="px-1 text-xs text-slate-500">
          Se muestran {BOARD_COLUMN_SIZE} de {total}; use la lista para ver el resto.
        </p>
      )}
    </section>
  );
}

function BoardCard({
  order,
  progress,
  onView,
  onMove,
  onChangeStatus,
}: {
  order: Order;
  progress?: ProductionOrder;
  onView: (order: Order) => void;
  onMove: (order: Order, to: OrderStatus, unfinished: boolean) => void;
  onChangeStatus: (order: Order) => void;
}) {
  const unfinished = progress !== undefined && progress.left > 0;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: order.id,
    data: { order, unfinished },
  });
  const next = nextStatuses(order.status).find((s) => s !== 'CANCELLED');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`rounded-md border bg-white p-3 text-sm shadow-sm ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''} ${order.isOverdue ? 'border-red-300' : 'border-slate-200'}`}
    >
      <button
        type="button"
        className="w-full cursor-grab text-left active:cursor-grabbing"
        aria-label={`Mover ${order.number}`}
        {...attributes}
        {...listeners}
      >
        <span className="block font-semibold text-slate-900">{order.number}</span>
        <span className="block text-slate-700">{order.client.name}</span>
        <span
          className={`block ${order.isOverdue ? 'font-medium text-red-700' : 'text-slate-500'}`}
        >
          Entrega {formatDay(order.promisedDate)}
        </span>
        <span className="block text-slate-500">
          {order.peopleCount > 0 ? `${order.peopleCount} personas · ` : ''}
          {formatMoney(order.totalCents)}
        </span>
      </button>
      {order.isOverdue && <OverdueBadge />}
      {progress && progress.stages.length > 0 && (
        <div className="mt-2">
          <StageBars
            stages={progress.stages}
            label={`Avance de ${order.number}: ${stagesText(progress.stages)}`}
          />
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="text-xs text-blue-700 underline"
          onClick={() => onView(order)}
        >
          Ver detalles
        </button>
        {next && (
          <button
            type="button"
            className="text-xs text-blue-700 underline"
            aria-label={`Mover ${order.number} a ${orderStatusText(next)}`}
            onClick={() => onMove(order, next, unfinished)}
          >
            Mover a {orderStatusText(next)}
          </button>
        )}
        {nextStatuses(order.status).length > 0 && (
          <button
            type="button"
            className="text-xs text-slate-700 underline"
            aria-label={`Cambiar estado de ${order.number}`}
            onClick={() => onChangeStatus(order)}
          >
            Cambiar estado
          </button>
        )}
      </div>
    </li>
  );
}
