import {
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';

export type PackageFilters = { search: string; status: string };
export const EMPTY_PACKAGE_FILTERS: PackageFilters = { search: '', status: '' };

/** Search (code, name), status, 'Limpiar filtros'. */
export function PackageFilterBar(props: FilterBarProps<PackageFilters>) {
  return (
    <ListFilterBar
      label="Filtrar paquetes"
      searchPlaceholder="Buscar por código o nombre..."
      selects={[{ field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS }]}
      {...props}
    />
  );
}
