import type { Order, OrderStatus } from '@taller/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../resource/record-dialogs';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { BulkBar } from '../../../resource/bulk-bar';
import { useListBulk } from '../../../resource/bulk-actions';
import { ManagementPage } from '../../../resource/management-page';
import { PagedList } from '../../../resource/paged-list';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { useManagementState } from '../../../resource/management-state';
import { useLinkedId, useOpenLinked } from '../../../lib/linked-record';
import { useOrder } from '../api/get-order';
import { useOrders } from '../api/get-orders';
import { useDeleteOrder } from '../api/delete-order';
import { OrderBoard } from '../components/order-board';
import { OrderBulkActions } from '../components/order-bulk-actions';
import { OrderDetailsModal } from '../components/order-details';
import { orderEditorPath } from '../components/order-editor-frame';
import { EMPTY_ORDER_FILTERS, OrderFilterBar } from '../components/order-filter-bar';
import { OrderStatusDialog } from '../components/order-status-dialog';
import { OrderTable, type OrderSortField } from '../components/order-table';
import { ORDER_LIST_TEXTS, ORDERS_PAGE_SIZE, ORDERS_PATH } from '../components/order-texts';
import { OrderTrash } from '../components/order-trash';

const orderName = (order: Order) => order.number;

// Hand-written, not ResourcePage: create and edit are full-page editors, and the list is also a
// status board (resource/README.md).
/** Gestión de Pedidos (issue 18), at /director/dashboard/orders. */
export function OrdersPage() {
  const screen = useManagementState<Order, typeof EMPTY_ORDER_FILTERS, OrderSortField>(
    EMPTY_ORDER_FILTERS,
    // Newest first: the orders people work on are the latest ones.
    { pageSize: ORDERS_PAGE_SIZE, sortField: 'number', sortDirection: 'desc' },
  );
  const { list, dialog } = screen;
  const query = useOrders(list.params);
  const remove = useDeleteOrder();
  const navigate = useNavigate();
  const [moving, setMoving] = useState<{ order: Order; status?: OrderStatus } | null>(null);
  const [layout, setLayout] = useState<'table' | 'board'>('table');
  const { q, status, lineId, from, to, overdue, sort } = list.params;
  // A notification's link (?view=<id>) opens that order's details.
  const linked = useLinkedId();
  const linkedOrder = useOrder(linked.id ?? 0, undefined, linked.id !== null);
  useOpenLinked(linked, linkedOrder.data, dialog.open('details'));
  // Bulk actions (issue 38): the rows ticked, or all that match the filters.
  const filter = { q, status, lineId, from, to, overdue, sort };
  const { selected, run, bar, count } = useListBulk(query.data, orderName, filter);

  return (
    <ManagementPage
      title="Gestión de Pedidos"
      noun="Pedidos"
      listLabel="Listado de pedidos"
      trashLabel="Papelera de pedidos"
      {...screen.views}
      actions={
        <>
          <ExportCsvButton
            path="/order/export.csv"
            query={{ q, status, lineId, from, to, overdue, sort }}
            filePrefix="pedidos"
          />
          <Button
            variant="secondary"
            onClick={() => void navigate(`${ORDERS_PATH}/production-sheet`)}
          >
            Hoja de producción
          </Button>
          {/* One way in: the guided flow, whose page offers quick entry in one line. */}
          <Button onClick={() => void navigate(orderEditorPath('guided'))} data-shortcut="new">
            <PlusIcon />
            Nuevo Pedido
          </Button>
        </>
      }
      filters={<OrderFilterBar {...screen.filterBar} />}
      list={
        <div className="flex flex-col gap-3">
          <div className="px-4 pt-4">
            <ViewSwitch
              label="Presentación"
              value={layout}
              onChange={setLayout}
              options={[
                { value: 'table', label: 'Lista' },
                { value: 'board', label: 'Tablero' },
              ]}
            />
          </div>
          {layout === 'board' ? (
            <div className="px-4 pb-4">
              <OrderBoard
                params={list.params}
                onView={dialog.open('details')}
                onChangeStatus={(order, status) => setMoving({ order, status })}
              />
            </div>
          ) : (
            <div>
              <BulkBar {...bar}>
                <OrderBulkActions selected={selected} filter={filter} run={run} count={count} />
              </BulkBar>
              <PagedList query={query} texts={ORDER_LIST_TEXTS} {...screen.pagedList}>
                {(orders) => (
                  <OrderTable
                    orders={orders}
                    selection={selected.selection}
                    sort={list.sort}
                    onSort={list.sortBy}
                    onView={dialog.open('details')}
                    onEdit={(order) => void navigate(orderEditorPath('quick', order.id))}
                    onChangeStatus={(order) => setMoving({ order })}
                    onDelete={dialog.open('delete')}
                  />
                )}
              </PagedList>
            </div>
          )}
        </div>
      }
      trash={<OrderTrash />}
    >
      <OrderDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <OrderStatusDialog
        order={moving?.order ?? null}
        initialStatus={moving?.status}
        onClose={() => setMoving(null)}
      />
      <DeleteDialog
        {...screen.deleteDialog}
        title="Eliminar Pedido"
        message={(order) =>
          `¿Está seguro de que desea eliminar el pedido ${order.number}? Podrá restaurarlo desde la Papelera.`
        }
        remove={remove}
      />
    </ManagementPage>
  );
}
