import {
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';
import { TYPE_OPTIONS } from './institution-form';

export type InstitutionFilters = { search: string; type: string; status: string };
export const EMPTY_INSTITUTION_FILTERS: InstitutionFilters = { search: '', type: '', status: '' };

/** Search (name, city, contact…), type and status, 'Limpiar filtros'. */
export function InstitutionFilterBar(props: FilterBarProps<InstitutionFilters>) {
  return (
    <ListFilterBar
      label="Filtrar instituciones"
      searchPlaceholder="Buscar por nombre, ciudad o contacto..."
      selects={[
        { field: 'type', label: 'Tipo', options: [{ value: '', label: 'Todos' }, ...TYPE_OPTIONS] },
        { field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS },
      ]}
      {...props}
    />
  );
}
