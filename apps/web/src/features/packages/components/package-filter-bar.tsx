import { STATUS_FILTER_OPTIONS, listFilterBar } from '../../../components/ui/filter-bar';

export type PackageFilters = { search: string; status: string };
export const EMPTY_PACKAGE_FILTERS: PackageFilters = { search: '', status: '' };

/** Search (code, name), status, 'Limpiar filtros'. */
export const PackageFilterBar = listFilterBar<PackageFilters>({
  label: 'Filtrar paquetes',
  searchPlaceholder: 'Buscar por código o nombre...',
  selects: [{ field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS }],
});
