import type { CLIENT_SORT_FIELDS, Client } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { EyeIcon, PencilIcon, PowerIcon, TrashIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
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
  {
    key: 'status',
    label: 'Estado',
    sortField: 'status',
    render: (c) => <StatusBadge status={c.status} />,
  },
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
      actions={(c) => {
        const active = c.status === 'ACTIVE';
        return (
          <>
            <IconAction
              label={`Ver detalles de ${c.name}`}
              title="Ver detalles"
              onClick={() => actions.onView(c)}
            >
              <EyeIcon />
            </IconAction>
            <IconAction
              label={`Editar ${c.name}`}
              title="Editar"
              tone="text-blue-700"
              onClick={() => actions.onEdit(c)}
            >
              <PencilIcon />
            </IconAction>
            <IconAction
              label={`${active ? 'Desactivar' : 'Activar'} ${c.name}`}
              title={active ? 'Desactivar' : 'Activar'}
              tone={active ? 'text-amber-700' : 'text-green-700'}
              onClick={() => actions.onToggleStatus(c)}
            >
              <PowerIcon />
            </IconAction>
            <IconAction
              label={`Eliminar ${c.name}`}
              title="Eliminar"
              tone="text-red-600 hover:text-red-700"
              onClick={() => actions.onDelete(c)}
            >
              <TrashIcon />
            </IconAction>
          </>
        );
      }}
    />
  );
}
