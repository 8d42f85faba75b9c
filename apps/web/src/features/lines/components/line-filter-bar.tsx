import type { LineFilters } from '@taller/shared';
import { STATUS_FILTER_OPTIONS, listFilterBar } from '../../../components/ui/filter-bar';

/** Search over name and description, status Todos/Activo/Inactivo, and 'Limpiar filtros'. */
export const LineFilterBar = listFilterBar<LineFilters>({
  label: 'Filtrar líneas',
  searchPlaceholder: 'Buscar por nombre o descripción...',
  selects: [{ field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS }],
});
