import type { Line } from '@taller/shared';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { RecordActions } from '../../../components/ui/record-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ColorSwatch } from './color-swatch';

export const modelsPath = (lineId: number) => `/director/dashboard/models/${lineId}`;

export type LineTableProps = {
  lines: readonly Line[];
  onView: (line: Line) => void;
  onEdit: (line: Line) => void;
  onDelete: (line: Line) => void;
};

const COLUMNS: Column<Line>[] = [
  {
    key: 'name',
    label: 'Nombre',
    render: (line) => (
      <span className="flex items-center gap-3">
        <ColorSwatch color={line.color} />
        <span className="font-medium text-slate-900">{line.name}</span>
      </span>
    ),
  },
  {
    key: 'status',
    label: 'Estado',
    card: 'badge',
    render: (line) => <StatusBadge status={line.status} />,
  },
];

/** The lines table: name with colour swatch, status badge, actions (SPEC.md §2). */
export function LineTable({ lines, onView, onEdit, onDelete }: LineTableProps) {
  return (
    <DataTable
      caption="Líneas"
      columns={COLUMNS}
      rows={lines}
      actions={(line) => (
        <RecordActions
          name={line.name}
          onView={() => onView(line)}
          onEdit={() => onEdit(line)}
          onDelete={() => onDelete(line)}
        >
          <Link
            to={modelsPath(line.id)}
            aria-label={`Modelos de ${line.name}`}
            className="ml-2 rounded-md bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            Modelos
          </Link>
        </RecordActions>
      )}
    />
  );
}
