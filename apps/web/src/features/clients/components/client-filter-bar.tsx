import {
  FILTER_CONTROL,
  FILTER_FIELD,
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';
import { InstitutionCombobox } from '../../institutions';

export type ClientFilters = { search: string; status: string; institutionId: string };
export const EMPTY_CLIENT_FILTERS: ClientFilters = { search: '', status: '', institutionId: '' };

/** Search over name, document, email and phone; status and institution; 'Limpiar filtros'. */
export function ClientFilterBar(props: FilterBarProps<ClientFilters>) {
  const { filters, onChange } = props;
  return (
    <ListFilterBar
      label="Filtrar clientes"
      searchPlaceholder="Buscar por nombre, documento, correo o teléfono..."
      selects={[{ field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS }]}
      {...props}
    >
      <InstitutionCombobox
        label="Institución"
        noneLabel="Todas"
        value={filters.institutionId}
        onChange={(institutionId) => onChange({ ...filters, institutionId })}
        className={FILTER_FIELD}
        inputClassName={`${FILTER_CONTROL} w-56`}
      />
    </ListFilterBar>
  );
}
