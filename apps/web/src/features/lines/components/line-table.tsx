import type { Line } from '@taller/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EyeIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ColorSwatch } from './color-swatch';

export const modelsPath = (lineId: number) => `/director/dashboard/models/${lineId}`;

export type LineTableProps = {
  lines: readonly Line[];
  onView: (line: Line) => void;
  onEdit: (line: Line) => void;
  onDelete: (line: Line) => void;
};

/** The lines table: name with colour swatch, status badge, actions (SPEC.md §2). */
export function LineTable({ lines, onView, onEdit, onDelete }: LineTableProps) {
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">Líneas</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Nombre
          </th>
          <th scope="col" className="px-4 py-3">
            Estado
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Acciones
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {lines.map((line) => (
          <tr key={line.id} className="hover:bg-slate-50">
            <td className="px-4 py-3">
              <span className="flex items-center gap-3">
                <ColorSwatch color={line.color} />
                <span className="font-medium text-slate-900">{line.name}</span>
              </span>
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={line.status} />
            </td>
            <td className="px-4 py-3">
              <div className="flex items-center justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Ver detalles de ${line.name}`}
                  title="Ver detalles"
                  onClick={() => onView(line)}
                >
                  <EyeIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar ${line.name}`}
                  title="Editar"
                  onClick={() => onEdit(line)}
                  className="text-blue-700"
                >
                  <PencilIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Eliminar ${line.name}`}
                  title="Eliminar"
                  onClick={() => onDelete(line)}
                  className="text-red-600 hover:text-red-700"
                >
                  <TrashIcon />
                </Button>
                <Link
                  to={modelsPath(line.id)}
                  aria-label={`Modelos de ${line.name}`}
                  className="ml-2 rounded-md bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  Modelos
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
