import { REMINDER_MESSAGES, type CLIENT_SORT_FIELDS, type Client } from '@taller/shared';
import type { Column } from '../../../components/ui/data-table';
import {
  RecordTable,
  dash,
  nameColumn,
  type RecordTableList,
} from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';

export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

const COLUMNS: Column<Client, ClientSortField>[] = [
  nameColumn(),
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
  {
    key: 'remindersPaused',
    label: REMINDER_MESSAGES.title,
    render: (c) => (c.remindersPaused ? REMINDER_MESSAGES.pausedBadge : dash(null)),
  },
];

export function ClientTable({
  clients,
  onToggleStatus,
  ...list
}: RecordTableList<Client, ClientSortField> & {
  clients: readonly Client[];
  onToggleStatus: (client: Client) => void;
}) {
  return (
    <RecordTable
      caption="Clientes"
      columns={COLUMNS}
      rows={clients}
      list={list}
      more={(c) => ({ isActive: c.status === 'ACTIVE', onToggleStatus: () => onToggleStatus(c) })}
    />
  );
}
