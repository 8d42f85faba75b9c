import type { INSTITUTION_SORT_FIELDS, Institution } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import { dash, nameColumn } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';
import { institutionTypeLabel } from './institution-texts';

export type InstitutionSortField = (typeof INSTITUTION_SORT_FIELDS)[number];

/** The columns of the institutions' list table (RecordTable). */
export const INSTITUTION_COLUMNS: Column<Institution, InstitutionSortField>[] = [
  nameColumn(),
  { key: 'type', label: 'Tipo', sortField: 'type', render: (i) => institutionTypeLabel(i.type) },
  { key: 'city', label: 'Ciudad', sortField: 'city', render: (i) => dash(i.city) },
  {
    key: 'contact',
    label: 'Contacto',
    render: (i) => (
      <span className="flex flex-col">
        <span>{dash(i.contactName)}</span>
        {i.contactPhone && <span className="text-xs text-slate-500">{i.contactPhone}</span>}
      </span>
    ),
  },
  statusColumn(),
];
