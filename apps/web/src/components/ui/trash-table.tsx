import { formatDateTime } from '../../lib/dates';
import { NOT_SPECIFIED } from './audit-block';
import { Button } from './button';
import { RestoreIcon } from './icons';

export type TrashItem = {
  id: number;
  name: string;
  deletedAt: string | null;
  deletedBy?: string | null;
};

export type TrashTableProps<T extends TrashItem> = {
  items: readonly T[];
  /** Caption read by screen readers: 'Líneas eliminadas'… */
  caption: string;
  emptyText: string;
  onRestore: (item: T) => void;
  /** The item being restored right now (its button shows busy). */
  restoringId?: number | null;
  restoreLabel?: string;
};

/** Deleted records with who deleted them and when, each with a 'Restaurar' button. */
export function TrashTable<T extends TrashItem>({
  items,
  caption,
  emptyText,
  onRestore,
  restoringId = null,
  restoreLabel = 'Restaurar',
}: TrashTableProps<T>) {
  if (items.length === 0) return <p className="p-6 text-center text-slate-500">{emptyText}</p>;
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Nombre
          </th>
          <th scope="col" className="px-4 py-3">
            Eliminado por
          </th>
          <th scope="col" className="px-4 py-3">
            Fecha de eliminación
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Acciones
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {items.map((item) => (
          <tr key={item.id}>
            <td className="px-4 py-3 font-medium text-slate-900">{item.name}</td>
            <td className="px-4 py-3 text-slate-700">{item.deletedBy?.trim() || NOT_SPECIFIED}</td>
            <td className="px-4 py-3 text-slate-700">{formatDateTime(item.deletedAt)}</td>
            <td className="px-4 py-3 text-right">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRestore(item)}
                disabled={restoringId !== null}
                aria-label={`${restoreLabel} ${item.name}`}
              >
                <RestoreIcon />
                {restoringId === item.id ? 'Restaurando...' : restoreLabel}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
