import type { Column } from '../components/ui/data-table';
import { StatusBadge } from '../components/ui/status-badge';

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
