import {
  PURCHASE_ORDER_TEXTS as T,
  formatMoney,
  formatQuantity,
  type PurchaseOrder,
} from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';

type Line = PurchaseOrder['lines'][number];
const q = (value: number, line: Line) => formatQuantity(value, line.material.unit);

const COLUMNS: Column<Line>[] = [
  {
    key: 'material',
    label: T.material,
    card: 'title',
    render: (l) => `${l.material.code} · ${l.material.name}`,
  },
  {
    key: 'quantity',
    label: T.quantity,
    className: 'whitespace-nowrap',
    render: (l) => q(l.quantity, l),
  },
  {
    key: 'unitCost',
    label: T.unitCost,
    className: 'whitespace-nowrap text-right',
    render: (l) => formatMoney(l.unitCostCents),
  },
  {
    key: 'received',
    label: T.received,
    className: 'whitespace-nowrap',
    render: (l) => q(l.received, l),
  },
  {
    key: 'due',
    label: T.due,
    className: 'whitespace-nowrap',
    card: 'badge',
    render: (l) =>
      l.due > 0 ? <span className="font-semibold text-amber-800">{q(l.due, l)}</span> : '—',
  },
  {
    key: 'total',
    label: T.total,
    className: 'whitespace-nowrap text-right',
    render: (l) => formatMoney(l.totalCents),
  },
];

/** A purchase order's lines: ordered, at what cost, received and still due. */
export const PurchaseOrderLines = ({ order }: { order: PurchaseOrder }) => (
  <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
    <DataTable caption={T.lines} columns={COLUMNS} rows={order.lines} />
    <p className="px-4 py-3 text-right font-semibold text-slate-900">
      {`${T.total}: ${formatMoney(order.totalCents)}`}
    </p>
  </div>
);
