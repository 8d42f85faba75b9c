import type { ModelFilters } from '@taller/shared';
import { ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';

const STATUS_OPTIONS = [
  { value: '', label: 'Todos los estados' },
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
];

/** Search by name, status (all / Activo / Inactivo) and 'Limpiar filtros' (SPEC.md §2). */
export function ModelFilterBar(props: FilterBarProps<ModelFilters>) {
  return (
    <ListFilterBar
      label="Filtrar modelos"
      searchPlaceholder="Buscar por nombre..."
      selects={[{ field: 'status', label: 'Estado', options: STATUS_OPTIONS }]}
      {...props}
    />
  );
}
