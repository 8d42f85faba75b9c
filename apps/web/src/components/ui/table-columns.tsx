import type { Column } from './data-table';
import { RecordActions } from './record-actions';
import { StatusBadge } from './status-badge';

/** 'Estado': the record's badge, sorted by the server's `status`, beside the title on phones. */
export const statusColumn = <T extends { status: string }>(): Column<T, 'status'> => ({
  key: 'status',
  label: 'Estado',
  sortField: 'status',
  card: 'badge',
  render: (row) => <StatusBadge status={row.status} />,
});

/** 'Código': a catalogue code (products, packs) in monospace, sorted by `code`. */
export const codeColumn = <T extends { code: string }>(): Column<T, 'code'> => ({
  key: 'code',
  label: 'Código',
  sortField: 'code',
  render: (row) => (
    <span className="font-mono text-xs whitespace-nowrap text-slate-700">{row.code}</span>
  ),
});

/** The 'Acciones' of a row that is seen, edited and deleted (no status toggle). */
export const viewEditDelete =
  <T extends { name: string }>(handlers: {
    onView: (row: T) => void;
    onEdit: (row: T) => void;
    onDelete: (row: T) => void;
  }) =>
  (row: T) => (
    <RecordActions
      name={row.name}
      onView={() => handlers.onView(row)}
      onEdit={() => handlers.onEdit(row)}
      onDelete={() => handlers.onDelete(row)}
    />
  );
