import {
  SearchFilter,
  STATUS_SELECT,
  ListFilterBar,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';
import { LOW_STOCK_LABEL } from './material-texts';

export type MaterialFilters = {
  search: string;
  status: string;
  lowStock: string;
  supplier: string;
};
export const EMPTY_MATERIAL_FILTERS: MaterialFilters = {
  search: '',
  status: '',
  lowStock: '',
  supplier: '',
};

/** Search (code, name, supplier, location), status, low stock, supplier, 'Limpiar filtros'. */
export function MaterialFilterBar(props: FilterBarProps<MaterialFilters>) {
  const { filters, onChange } = props;
  return (
    <ListFilterBar
      {...props}
      label="Filtrar materiales"
      searchPlaceholder="Buscar por código, nombre o ubicación..."
      selects={[
        STATUS_SELECT,
        {
          field: 'lowStock',
          label: 'Stock',
          options: [
            { value: '', label: 'Todos' },
            { value: 'true', label: LOW_STOCK_LABEL },
          ],
        },
      ]}
    >
      <SearchFilter
        label="Proveedor"
        value={filters.supplier}
        placeholder="Proveedor..."
        onChange={(supplier) => onChange({ ...filters, supplier })}
      />
    </ListFilterBar>
  );
}
