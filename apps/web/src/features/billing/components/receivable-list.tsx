import {
  AGE_BUCKET_LABELS,
  formatMoney,
  type RECEIVABLE_SORT_FIELDS,
  type Receivable,
  type ReceivablePage,
} from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { DateFilter, ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';
import { formatDay } from '../../../lib/dates';

export type ReceivableSortField = (typeof RECEIVABLE_SORT_FIELDS)[number];
export type ReceivableFilters = { search: string; asOf: string };
export const EMPTY_RECEIVABLE_FILTERS: ReceivableFilters = { search: '', asOf: '' };

/** Search by client; 'Al día de' another day than today. */
export function ReceivableFilterBar(props: FilterBarProps<ReceivableFilters>) {
  return (
    <ListFilterBar
      label="Filtrar cuentas por cobrar"
      searchPlaceholder="Buscar por cliente..."
      selects={[]}
      {...props}
    >
      <DateFilter
        label="Saldos al"
        value={props.filters.asOf}
        onChange={(asOf) => props.onChange({ ...props.filters, asOf })}
      />
    </ListFilterBar>
  );
}

const money = (cents: number) => (cents === 0 ? '—' : formatMoney(cents));
const BUCKETS = [
  ['currentCents', AGE_BUCKET_LABELS.current],
  ['days1to30Cents', AGE_BUCKET_LABELS.days1to30],
  ['days31to60Cents', AGE_BUCKET_LABELS.days31to60],
  ['over60Cents', AGE_BUCKET_LABELS.over60],
] as const;

/** The totals of every client the search matches, by age. */
export function ReceivableTotals({ page }: { page: ReceivablePage }) {
  const { totals } = page;
  return (
    <dl
      aria-label="Totales por cobrar"
      className="grid grid-cols-2 gap-3 border-b border-slate-200 px-4 py-3 text-sm sm:grid-cols-5"
    >
      {BUCKETS.map(([key, label]) => (
        <div key={key}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(totals[key])}</dd>
        </div>
      ))}
      <div>
        <dt className="text-slate-500">Total por cobrar ({totals.clientCount} clientes)</dt>
        <dd className="font-semibold text-slate-900">{formatMoney(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}

/** One client's row: what they owe by age and in all. */
export const RECEIVABLE_COLUMNS: Column<Receivable & { id: number }, ReceivableSortField>[] = [
  {
    key: 'client',
    label: 'Cliente',
    sortField: 'clientName',
    render: (r) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{r.clientName}</span>
        <span className="text-xs text-slate-500">
          {r.billCount} por cobrar · vence desde {formatDay(r.oldestDueDate)}
        </span>
      </span>
    ),
  },
  ...BUCKETS.map(([key, label]) => ({
    key,
    label,
    ...(key === 'over60Cents' ? { sortField: 'over60Cents' as const } : {}),
    className: 'text-right whitespace-nowrap',
    render: (r: Receivable) => money(r[key]),
  })),
  {
    key: 'total',
    label: 'Total',
    sortField: 'totalCents',
    className: 'text-right whitespace-nowrap font-semibold',
    render: (r) => formatMoney(r.totalCents),
  },
];
