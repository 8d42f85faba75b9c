import {
  ClearFiltersButton,
  FilterBar,
  STATUS_FILTER_OPTIONS,
  SearchFilter,
  SelectFilter,
} from '../../../components/ui/filter-bar';
import { useInstitutionOptions } from '../../institutions/api/get-institution-options';

export type ClientFilters = { search: string; status: string; institutionId: string };
export const EMPTY_CLIENT_FILTERS: ClientFilters = { search: '', status: '', institutionId: '' };

/** Search over name, document, email and phone; status and institution; 'Limpiar filtros'. */
export function ClientFilterBar({
  filters,
  onChange,
  onClear,
  hasFilters,
}: {
  filters: ClientFilters;
  onChange: (filters: ClientFilters) => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  const institutions = useInstitutionOptions();
  return (
    <FilterBar label="Filtrar clientes">
      <SearchFilter
        label="Buscar"
        value={filters.search}
        placeholder="Buscar por nombre, documento, correo o teléfono..."
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <SelectFilter
        label="Institución"
        value={filters.institutionId}
        options={[
          { value: '', label: 'Todas' },
          ...(institutions.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
        ]}
        onChange={(institutionId) => onChange({ ...filters, institutionId })}
      />
      <ClearFiltersButton onClear={onClear} disabled={!hasFilters} />
    </FilterBar>
  );
}
