import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatMoney,
  type Payment,
} from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { IconAction } from '../../../components/ui/icon-action';
import { EyeIcon } from '../../../components/ui/icons';
import { DuplicateBadge, PaymentStatusBadge } from './billing-badges';
import { formatDay } from '../../../lib/dates';
import { methodText } from './billing-texts';

const ALL = { value: '', label: 'Todos' };
const STATUS_OPTIONS = [ALL, ...labelOptions(PAYMENT_STATUS_LABELS)];
const METHOD_OPTIONS = [ALL, ...labelOptions(PAYMENT_METHOD_LABELS)];
const SELECTS = [
  { field: 'status', label: 'Estado', options: STATUS_OPTIONS },
  { field: 'method', label: 'Método', options: METHOD_OPTIONS },
] as const;

export type PaymentSortField = 'createdAt' | 'paidAt' | 'amountCents';
export type PaymentFilters = {
  search: string;
  status: string;
  method: string;
  from: string;
  to: string;
};
/** The queue opens on what waits for a decision. */
export const PENDING_PAYMENT_FILTERS: PaymentFilters = {
  search: '',
  status: 'PENDING',
  method: '',
  from: '',
  to: '',
};
export const EMPTY_PAYMENT_FILTERS: PaymentFilters = { ...PENDING_PAYMENT_FILTERS, status: '' };

export function PaymentFilterBar(props: FilterBarProps<PaymentFilters>) {
  return (
    <ListFilterBar
      label="Filtrar comprobantes"
      searchPlaceholder="Buscar por pedido, cliente, documento o referencia..."
      selects={SELECTS}
      {...props}
    >
      <DateRangeFilter label="Pagado" filters={props.filters} onChange={props.onChange} />
    </ListFilterBar>
  );
}

/** The proofs' table (BillingListScreen). */
export const PAYMENT_COLUMNS: Column<Payment, PaymentSortField>[] = [
  {
    key: 'order',
    label: 'Pedido',
    render: (p) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{p.order.number}</span>
        <span className="text-xs text-slate-500">{p.order.clientName}</span>
      </span>
    ),
  },
  {
    key: 'status',
    label: 'Estado',
    card: 'badge',
    render: (p) => (
      <span className="flex flex-wrap gap-1">
        <PaymentStatusBadge status={p.status} />
        {p.duplicates.length > 0 && (
          <DuplicateBadge orders={p.duplicates.map((d) => d.orderNumber)} />
        )}
      </span>
    ),
  },
  { key: 'bill', label: 'Documento', render: (p) => p.bill?.number ?? 'Sin documento' },
  {
    key: 'amount',
    label: 'Monto',
    sortField: 'amountCents',
    className: 'text-right whitespace-nowrap',
    render: (p) => formatMoney(p.amountCents),
  },
  {
    key: 'paidAt',
    label: 'Fecha de pago',
    sortField: 'paidAt',
    render: (p) => formatDay(p.paidAt),
  },
  { key: 'method', label: 'Método', render: (p) => methodText(p.method) },
];

/** A proof's row action: 'Revisar' while it waits for a decision, 'Ver' after. */
export function PaymentAction({
  payment,
  onReview,
}: {
  payment: Payment;
  onReview: (payment: Payment) => void;
}) {
  const verb = payment.status === 'PENDING' ? 'Revisar' : 'Ver';
  return (
    <IconAction
      label={`${verb} comprobante de ${payment.order.number}`}
      title={verb}
      tone="text-blue-700"
      onClick={() => onReview(payment)}
    >
      <EyeIcon />
    </IconAction>
  );
}
