import { formatDateTime } from '../lib/dates';
import { NOT_SPECIFIED } from './audit-block';
import { Button } from '../components/ui/button';
import { DataTable, type Column, type RowSelection } from '../components/ui/data-table';
import { RestoreIcon } from '../components/ui/icons';
import { Loaded } from '../components/ui/load-error';

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
  /** Row checkboxes, when the trash restores in bulk. */
  selection?: RowSelection<T>;
};

const COLUMNS: Column<TrashItem>[] = [
  {
    key: 'name',
    label: 'Nombre',
    className: 'font-medium text-slate-900',
    render: (item) => item.name,
  },
  {
    key: 'deletedBy',
    label: 'Eliminado por',
    className: 'text-slate-700',
    render: (item) => item.deletedBy?.trim() || NOT_SPECIFIED,
  },
  {
    key: 'deletedAt',
    label: 'Fecha de eliminación',
    className: 'text-slate-700',
    render: (item) => formatDateTime(item.deletedAt),
  },
];

/** Deleted records with who deleted them and when, each with a 'Restaurar' button. */
export function TrashTable<T extends TrashItem>({
  items,
  caption,
  emptyText,
  onRestore,
  restoringId = null,
  restoreLabel = 'Restaurar',
  selection,
}: TrashTableProps<T>) {
  if (items.length === 0) return <p className="p-6 text-center text-slate-500">{emptyText}</p>;
  return (
    <DataTable<T, string>
      caption={caption}
      columns={COLUMNS}
      rows={items}
      selection={selection}
      rowClassName=""
      actions={(item) => (
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
      )}
    />
  );
}

export type LoadedTrashProps<T extends TrashItem> = {
  /** The resource's whole trash, loaded at once. */
  query: { data?: T[]; isPending: boolean; error: Error | null };
  restore: { mutate: (item: T) => void; isPending: boolean; variables?: { id: number } };
  caption: string;
  texts: { loadingTrash: string; emptyTrash: string; loadError: (message: string) => string };
};

/** The 'Papelera' of a resource loaded whole (lines, a line's models), with its load states. */
export function LoadedTrash<T extends TrashItem>({
  query,
  restore,
  caption,
  texts,
}: LoadedTrashProps<T>) {
  return (
    <Loaded query={query} loading={texts.loadingTrash} loadError={texts.loadError}>
      {(items) => (
        <div className="overflow-x-auto">
          <TrashTable
            items={items}
            caption={caption}
            emptyText={texts.emptyTrash}
            restoringId={restore.isPending ? (restore.variables?.id ?? null) : null}
            onRestore={(item) => restore.mutate(item)}
          />
        </div>
      )}
    </Loaded>
  );
}
