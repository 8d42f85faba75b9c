import {
  ListFilterBar,
  STATUS_FILTER_OPTIONS,
  type FilterBarProps,
} from '../../../components/ui/filter-bar';
import { useInstitutionOptions } from '../../institutions/api/get-institution-options';

export type ClientFilters = { search: string; status: string; institutionId: string };
export const EMPTY_CLIENT_FILTERS: ClientFilters = { search: '', status: '', institutionId: '' };

/** Search over name, document, email and phone; status and institution; 'Limpiar filtros'. */
export function ClientFilterBar(props: FilterBarProps<ClientFilters>) {
  const institutions = useInstitutionOptions();
  return (
    <ListFilterBar
      label="Filtrar clientes"
      searchPlaceholder="Buscar por nombre, documento, correo o teléfono..."
      selects={[
        { field: 'status', label: 'Estado', options: STATUS_FILTER_OPTIONS },
        {
          field: 'institutionId',
          label: 'Institución',
          options: [
            { value: '', label: 'Todas' },
            ...(institutions.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
          ],
        },
      ]}
      {...props}
    />
  );
}
