import {
  BILL_DOCUMENT_LABELS,
  BILL_STATUS_LABELS,
  formatMoney,
  type BILL_SORT_FIELDS,
  type Bill,
  type BillPage,
} from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';
import { labelOptions } from '../../../components/ui/search-select-filters';
import { IconAction } from '../../../components/ui/icon-action';
import { DownloadIcon } from '../../../components/ui/icons';
import { NamedAction, ViewAction } from '../../../resource/record-actions';
import { formatDate } from '../../../lib/dates';
import { BillDocumentBadge, BillStatusBadge } from './billing-badges';
import { billKindText } from './billing-texts';

const STATUS_OPTIONS = [{ value: '', label: 'Todos' }, ...labelOptions(BILL_STATUS_LABELS)];
const DOCUMENT_OPTIONS = [{ value: '', label: 'Todos' }, ...labelOptions(BILL_DOCUMENT_LABELS)];

export type BillSortField = (typeof BILL_SORT_FIELDS)[number];
export type BillFilters = {
  search: string;
  status: string;
  document: string;
  from: string;
  to: string;
};
export const EMPTY_BILL_FILTERS: BillFilters = {
  search: '',
  status: '',
  document: '',
  from: '',
  to: '',
};

/**
 * Search by number, client or NIT; status; document (nota de venta or factura), only with SIAT:
 * without it the screen names no factura (issue 36); issue dates.
 */
export function BillFilterBar({
  hasDocuments,
  ...props
}: FilterBarProps<BillFilters> & { hasDocuments: boolean }) {
  return (
    <ListFilterBar
      label="Filtrar documentos de venta"
      searchPlaceholder="Buscar por número, cliente o NIT..."
      selects={[
        { field: 'status', label: 'Estado', options: STATUS_OPTIONS },
        ...(hasDocuments
          ? [{ field: 'document' as const, label: 'Documento', options: DOCUMENT_OPTIONS }]
          : []),
      ]}
      {...props}
    >
      <DateRangeFilter label="Emitida" filters={props.filters} onChange={props.onChange} />
    </ListFilterBar>
  );
}

/** The totals of every bill the filters match (annulled ones count for nothing). */
export function BillTotals({ totals }: { totals: BillPage['totals'] }) {
  return (
    <dl
      aria-label="Totales de los documentos filtrados"
      className="grid grid-cols-3 gap-3 border-b border-slate-200 px-4 py-3 text-sm"
    >
      <div>
        <dt className="text-slate-500">Documentos</dt>
        <dd className="font-semibold text-slate-900">{totals.count}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Total emitido</dt>
        <dd className="font-semibold text-slate-900">{formatMoney(totals.totalCents)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Total cobrado</dt>
        <dd className="font-semibold text-slate-900">{formatMoney(totals.paidCents)}</dd>
      </div>
    </dl>
  );
}

/** The bills' table (BillingListScreen). */
export const BILL_COLUMNS: Column<Bill, BillSortField>[] = [
  {
    key: 'number',
    label: 'Número',
    sortField: 'number',
    render: (b) => <span className="font-medium whitespace-nowrap text-slate-900">{b.number}</span>,
  },
  {
    // What the bill is (nota de venta or factura) above its status: one narrow column.
    key: 'status',
    label: 'Documento y estado',
    card: 'badge',
    render: (b) => (
      <span className="flex flex-col items-start gap-1">
        <BillDocumentBadge document={b.document} />
        <BillStatusBadge status={b.status} />
      </span>
    ),
  },
  {
    key: 'client',
    label: 'Cliente',
    sortField: 'client',
    render: (b) => (
      <span className="flex flex-col">
        <span>{b.billingName}</span>
        <span className="text-xs text-slate-500">NIT/CI {b.billingTaxId}</span>
      </span>
    ),
  },
  {
    key: 'order',
    label: 'Pedido',
    render: (b) => (
      <span className="flex flex-col whitespace-nowrap">
        <span>{b.order.number}</span>
        <span className="text-xs text-slate-500">{billKindText(b.kind)}</span>
      </span>
    ),
  },
  {
    key: 'issuedAt',
    label: 'Emitida',
    sortField: 'issuedAt',
    render: (b) => formatDate(b.issuedAt),
  },
  {
    key: 'total',
    label: 'Total',
    sortField: 'totalCents',
    className: 'text-right whitespace-nowrap',
    render: (b) => formatMoney(b.totalCents, b.currency),
  },
  {
    key: 'owed',
    label: 'Saldo',
    className: 'text-right whitespace-nowrap',
    render: (b) => formatMoney(b.owedCents, b.currency),
  },
];

/** A bill's row actions: 'Ver detalles', 'Descargar PDF' and 'Anular' (off once annulled). */
export function BillActions({
  bill,
  onView,
  onPdf,
  onAnnul,
}: {
  bill: Bill;
  onView: (bill: Bill) => void;
  onPdf: (bill: Bill) => void;
  onAnnul: (bill: Bill) => void;
}) {
  return (
    <>
      <ViewAction name={bill.number} onClick={() => onView(bill)} />
      <IconAction
        label={`Descargar PDF de ${bill.number}`}
        title="Descargar PDF"
        tone="text-blue-700"
        onClick={() => onPdf(bill)}
      >
        <DownloadIcon />
      </IconAction>
      <NamedAction
        action="annul"
        name={bill.number}
        onClick={() => onAnnul(bill)}
        disabledReason={bill.status === 'ANNULLED' ? 'El documento ya está anulado' : undefined}
      />
    </>
  );
}
