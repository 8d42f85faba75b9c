import {
  ClearFiltersButton,
  FilterBar,
  STATUS_FILTER_OPTIONS,
  SearchFilter,
  SelectFilter,
} from '../../../components/ui/filter-bar';
import { TYPE_OPTIONS } from './institution-form';

export type InstitutionFilters = { search: string; type: string; status: string };
export const EMPTY_INSTITUTION_FILTERS: InstitutionFilters = { search: '', type: '', status: '' };

/** Search (name, city, contact…), type and status, 'Limpiar filtros'. */
export function InstitutionFilterBar({
  filters,
  onChange,
  onClear,
  hasFilters,
}: {
  filters: InstitutionFilters;
  onChange: (filters: InstitutionFilters) => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  return (
    <FilterBar label="Filtrar instituciones">
      <SearchFilter
        label="Buscar"
        value={filters.search}
        placeholder="Buscar por nombre, ciudad o contacto..."
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Tipo"
        value={filters.type}
        options={[{ value: '', label: 'Todos' }, ...TYPE_OPTIONS]}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <ClearFiltersButton onClear={onClear} disabled={!hasFilters} />
    </FilterBar>
  );
}
