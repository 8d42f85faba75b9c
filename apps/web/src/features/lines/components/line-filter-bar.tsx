import { hasActiveFilters, type LineFilters } from '@taller/shared';
import {
  ClearFiltersButton,
  FilterBar,
  STATUS_FILTER_OPTIONS,
  SearchFilter,
  SelectFilter,
} from '../../../components/ui/filter-bar';

export type LineFilterBarProps = {
  filters: LineFilters;
  onChange: (filters: LineFilters) => void;
  onClear: () => void;
};

/** Search over name and description, status Todos/Activo/Inactivo, and 'Limpiar filtros'. */
export function LineFilterBar({ filters, onChange, onClear }: LineFilterBarProps) {
  return (
    <FilterBar label="Filtrar líneas">
      <SearchFilter
        label="Buscar"
        value={filters.search}
        placeholder="Buscar por nombre o descripción..."
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <ClearFiltersButton onClear={onClear} disabled={!hasActiveFilters(filters)} />
    </FilterBar>
  );
}
