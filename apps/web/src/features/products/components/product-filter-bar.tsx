import {
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';
import { useActiveLines } from '../../lines';
import { KIND_OPTIONS } from './product-texts';

export type ProductFilters = { search: string; lineId: string; kind: string; status: string };
export const EMPTY_PRODUCT_FILTERS: ProductFilters = {
  search: '',
  lineId: '',
  kind: '',
  status: '',
};

/** Search (code, name, model), line, kind and status, 'Limpiar filtros'. */
export function ProductFilterBar(props: FilterBarProps<ProductFilters>) {
  const lines = useActiveLines();
  return (
    <ListFilterBar
      {...props}
      label="Filtrar productos"
      searchPlaceholder="Buscar por código, nombre o modelo..."
      selects={[
        {
          field: 'lineId',
          label: 'Línea',
          options: [
            { value: '', label: 'Todas' },
            ...(lines.data ?? []).map((line) => ({ value: String(line.id), label: line.name })),
          ],
        },
        { field: 'kind', label: 'Tipo', options: [{ value: '', label: 'Todos' }, ...KIND_OPTIONS] },
        { field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS },
      ]}
    />
  );
}
