import type { INSTITUTION_SORT_FIELDS, Institution } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { statusColumn, viewEditDelete } from '../../../components/ui/table-columns';
import type { SortState } from '../../../lib/list-query';
import { institutionTypeLabel } from './institution-texts';

export type InstitutionSortField = (typeof INSTITUTION_SORT_FIELDS)[number];

const dash = (value: string | null) => value || <span className="text-slate-400">—</span>;

const COLUMNS: Column<Institution, InstitutionSortField>[] = [
  {
    key: 'name',
    label: 'Nombre',
    sortField: 'name',
    render: (i) => <span className="font-medium text-slate-900">{i.name}</span>,
  },
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

export type InstitutionActions = {
  onView: (institution: Institution) => void;
  onEdit: (institution: Institution) => void;
  onDelete: (institution: Institution) => void;
};

export function InstitutionTable({
  institutions,
  sort,
  onSort,
  onView,
  onEdit,
  onDelete,
}: InstitutionActions & {
  institutions: readonly Institution[];
  sort: SortState<InstitutionSortField>;
  onSort: (field: InstitutionSortField) => void;
}) {
  return (
    <DataTable
      caption="Instituciones"
      columns={COLUMNS}
      rows={institutions}
      sort={sort}
      onSort={onSort}
      actions={viewEditDelete({ onView, onEdit, onDelete })}
    />
  );
}
