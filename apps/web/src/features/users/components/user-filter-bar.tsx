import { ROLES, roleLabel } from '@taller/shared';
import {
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';

export type UserFilters = { search: string; role: string; status: string };
export const EMPTY_USER_FILTERS: UserFilters = { search: '', role: '', status: '' };

const ROLE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
];

/** Search over name and email, role and status filters, 'Limpiar filtros'. */
export function UserFilterBar(props: FilterBarProps<UserFilters>) {
  return (
    <ListFilterBar
      label="Filtrar usuarios"
      searchPlaceholder="Buscar por nombre o correo..."
      selects={[
        { field: 'role', label: 'Rol', options: ROLE_OPTIONS },
        { field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS },
      ]}
      {...props}
    />
  );
}
