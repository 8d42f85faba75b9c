import { ROLES, roleLabel } from '@taller/shared';
import {
  ClearFiltersButton,
  FilterBar,
  STATUS_FILTER_OPTIONS,
  SearchFilter,
  SelectFilter,
} from '../../../components/ui/filter-bar';

export type UserFilters = { search: string; role: string; status: string };
export const EMPTY_USER_FILTERS: UserFilters = { search: '', role: '', status: '' };

const ROLE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];

/** Search over name and email, role and status filters, 'Limpiar filtros'. */
export function UserFilterBar({
  filters,
  onChange,
  onClear,
  hasFilters,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  return (
    <FilterBar label="Filtrar usuarios">
      <SearchFilter
        label="Buscar"
        value={filters.search}
        placeholder="Buscar por nombre o correo..."
        onChange={(search) => onChange({ ...filters, search })}
      />
      <SelectFilter
        label="Rol"
        value={filters.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChange({ ...filters, role })}
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
