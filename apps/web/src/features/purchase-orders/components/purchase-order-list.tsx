import {
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_TEXTS as T,
  formatMoney,
  purchaseOrderStatusLabel,
  type PurchaseOrder,
} from '@taller/shared';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { SearchFilter, SelectFilter } from '../../../components/ui/filter-bar';
import { formatDate } from '../../../lib/dates';
import { useListState } from '../../../lib/list-query';
import { PagedList } from '../../../resource/paged-list';
import { usePurchaseOrders } from '../api/purchase-order-api';

const COLUMNS: Column<PurchaseOrder>[] = [
  {
    key: 'number',
    label: T.number,
    card: 'title',
    render: (o) => (
      <Link to={String(o.id)} className="font-medium text-blue-700 underline">
        {o.number}
      </Link>
    ),
  },
  { key: 'supplier', label: T.supplier, render: (o) => o.supplier.name },
  {
    key: 'status',
    label: T.status,
    card: 'badge',
    render: (o) => purchaseOrderStatusLabel(o.status),
  },
  { key: 'lines', label: T.lines, className: 'text-right', render: (o) => o.lines.length },
  {
    key: 'total',
    label: T.total,
    className: 'whitespace-nowrap text-right',
    render: (o) => formatMoney(o.totalCents),
  },
  { key: 'createdAt', label: T.created, render: (o) => formatDate(o.createdAt) },
];

const EMPTY = { search: '', status: '' };

/** The purchase orders: search by number or supplier, the status filter, pages, CSV. */
export function PurchaseOrderList() {
  const list = useListState(EMPTY, { field: 'createdAt', direction: 'desc' }, 20);
  const query = usePurchaseOrders(list.params);
  const { q, status, sort } = list.params;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <SearchFilter
            label={T.search}
            value={list.filters.search}
            onChange={(search) => list.setFilters({ ...list.filters, search })}
          />
          <SelectFilter
            label={T.status}
            value={list.filters.status}
            onChange={(value) => list.setFilters({ ...list.filters, status: value })}
            options={[
              { value: '', label: T.all },
              ...PURCHASE_ORDER_STATUSES.map((s) => ({
                value: s,
                label: purchaseOrderStatusLabel(s),
              })),
            ]}
          />
        </div>
        <ExportCsvButton
          path="/purchase-order/export.csv"
          query={{ q, status, sort }}
          filePrefix="ordenes-de-compra"
        />
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <PagedList
          query={query}
          hasFilters={list.hasFilters}
          onPageChange={list.setPage}
          texts={{
            loading: T.loading,
            empty: T.empty,
            noMatches: T.noMatches,
            loadError: (message) => `${T.loadError}: ${message}`,
            denied: T.loadError,
            noun: T.noun,
          }}
        >
          {(items) => <DataTable caption={T.title} columns={COLUMNS} rows={items} />}
        </PagedList>
      </div>
    </div>
  );
}
