import { ORDER_STATUSES } from '@taller/shared';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { useOrderLines } from '../api/get-order-lines';
import { orderStatusText } from './order-texts';

export type OrderFilters = {
  search: string;
  status: string;
  lineId: string;
  from: string;
  to: string;
  overdue: string;
};
export const EMPTY_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: '',
  lineId: '',
  from: '',
  to: '',
  overdue: '',
};

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusText(status) })),
];

/** Search (number, client, institution), status, line, delivery dates, 'Atrasados'. */
export function OrderFilterBar(props: FilterBarProps<OrderFilters>) {
  const lines = useOrderLines();
  const { filters, onChange } = props;
  return (
    <ListFilterBar
      label="Filtrar pedidos"
      searchPlaceholder="Buscar por número, cliente o institución..."
      selects={[
        { field: 'status', label: 'Estado', options: STATUS_OPTIONS },
        {
          field: 'lineId',
          label: 'Línea',
          options: [{ value: '', label: 'Todas' }, ...recordOptions(lines.data)],
        },
      ]}
      {...props}
    >
      <DateRangeFilter label="Entrega" filters={filters} onChange={onChange} />
      <label className="flex h-10 items-center gap-2 self-end text-sm font-medium text-red-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={filters.overdue === 'true'}
          onChange={(e) => onChange({ ...filters, overdue: e.target.checked ? 'true' : '' })}
        />
        Atrasados
      </label>
    </ListFilterBar>
  );
}
