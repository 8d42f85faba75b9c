import type { CLIENT_SORT_FIELDS, Client } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { statusColumn } from '../../../components/ui/table-columns';
import { RecordActions } from '../../../components/ui/record-actions';
import type { SortState } from '../../../lib/list-query';

export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

const dash = (value: string | null | undefined) =>
  value || <span className="text-slate-400">—</span>;

const COLUMNS: Column<Client, ClientSortField>[] = [
  {
    key: 'name',
    label: 'Nombre',
    sortField: 'name',
    render: (c) => <span className="font-medium text-slate-900">{c.name}</span>,
  },
  {
    key: 'documentNumber',
    label: 'Documento',
    sortField: 'documentNumber',
    className: 'whitespace-nowrap',
    render: (c) => c.documentNumber,
  },
  { key: 'phone', label: 'Teléfono', className: 'whitespace-nowrap', render: (c) => dash(c.phone) },
  { key: 'institution', label: 'Institución', render: (c) => dash(c.institution?.name) },
  statusColumn(),
];

export type ClientActions = {
  onView: (client: Client) => void;
  onEdit: (client: Client) => void;
  onToggleStatus: (client: Client) => void;
  onDelete: (client: Client) => void;
};

export function ClientTable({
  clients,
  sort,
  onSort,
  ...actions
}: ClientActions & {
  clients: readonly Client[];
  sort: SortState<ClientSortField>;
  onSort: (field: ClientSortField) => void;
}) {
  return (
    <DataTable
      caption="Clientes"
      columns={COLUMNS}
      rows={clients}
      sort={sort}
      onSort={onSort}
      actions={(c) => (
        <RecordActions
          name={c.name}
          onView={() => actions.onView(c)}
          onEdit={() => actions.onEdit(c)}
          isActive={c.status === 'ACTIVE'}
          onToggleStatus={() => actions.onToggleStatus(c)}
          onDelete={() => actions.onDelete(c)}
        />
      )}
    />
  );
}
