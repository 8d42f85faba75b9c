import type { ModelFilters } from '@taller/shared';
import { ListFilterBar, type FilterBarProps } from '../../../components/ui/filter-bar';

const SELECTS = [
  {
    field: 'status',
    label: 'Estado',
    options: [
      { value: '', label: 'Todos los estados' },
      { value: 'ACTIVE', label: 'Activo' },
      { value: 'INACTIVE', label: 'Inactivo' },
    ],
  },
] as const;

/** Search by name, status (all / Activo / Inactivo) and 'Limpiar filtros' (SPEC.md §2). */
export function ModelFilterBar(props: FilterBarProps<ModelFilters>) {
  return (
    <ListFilterBar
      label="Filtrar modelos"
      searchPlaceholder="Buscar por nombre..."
      selects={SELECTS}
      {...props}
    />
  );
}
