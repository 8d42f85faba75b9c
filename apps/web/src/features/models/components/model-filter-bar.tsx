import { hasActiveModelFilters, type ModelFilters } from '@taller/shared';
import {
  ClearFiltersButton,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../components/ui/filter-bar';

const STATUS_OPTIONS = [
  { value: '', label: 'Todos los estados' },
  { value: 'ACTIVE', label: 'Activo' },
  { value: 'INACTIVE', label: 'Inactivo' },
] as const;

export type ModelFilterBarProps = {
  filters: ModelFilters;
  onChange: (filters: ModelFilters) => void;
  onClear: () => void;
};

/** Search by name, status (all / Activo / Inactivo) and 'Limpiar filtros' (SPEC.md §2). */
export function ModelFilterBar({ filters, onChange, onClear }: ModelFilterBarProps) {
  return (
    <FilterBar label="Filtrar modelos">
      <SearchFilter
        label="Buscar"
        value={filters.search}
        placeholder="Buscar por nombre..."
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <ClearFiltersButton onClear={onClear} disabled={!hasActiveModelFilters(filters)} />
    </FilterBar>
  );
}
