import type { Line } from '@taller/shared';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table';
import { RecordTable, type RowHandlers } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';
import { ColorSwatch } from './color-swatch';

export const modelsPath = (lineId: number) => `/director/dashboard/models/${lineId}`;

export type LineTableProps = RowHandlers<Line> & { lines: readonly Line[] };

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
  statusColumn(),
];

/** The lines table: name with colour swatch, status badge, actions (SPEC.md §2). */
export function LineTable({ lines, onView, onEdit, onDelete }: LineTableProps) {
  return (
    <RecordTable
      caption="Líneas"
      columns={COLUMNS}
      rows={lines}
      list={{ onView, onEdit, onDelete }}
      more={(line) => ({
        children: (
          <Link
            to={modelsPath(line.id)}
            aria-label={`Modelos de ${line.name}`}
            className="ml-2 rounded-md bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            Modelos
          </Link>
        ),
      })}
    />
  );
}
