import type { LineFilters } from '@taller/shared';
import {
  ListFilterBar,
  STATUS_SELECT,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';

/** Search over name and description, status Todos/Activo/Inactivo, and 'Limpiar filtros'. */
export function LineFilterBar(props: FilterBarProps<LineFilters>) {
  return (
    <ListFilterBar
      label="Filtrar líneas"
      searchPlaceholder="Buscar por nombre o descripción..."
      selects={[STATUS_SELECT]}
      {...props}
    />
  );
}
