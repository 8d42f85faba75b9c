import type { SortState } from '../lib/list-query';
import { DataTable, type Column, type RowSelection } from '../components/ui/data-table';
import { RecordActions, type RecordActionsProps } from './record-actions';

/** What a row's 'Ver detalles', 'Editar' and 'Eliminar' do. */
export type RowHandlers<T> = {
  onView: (row: T) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
};

/** The server's sort of a list table: its headers sort by their field. */
export type TableSort<S extends string> = { sort: SortState<S>; onSort: (field: S) => void };

/**
 * What a page gives its sorted list table: the server's sort, the rows' handlers and, when the
 * list has bulk actions, its row checkboxes.
 */
export type RecordTableList<T, S extends string> = RowHandlers<T> &
  TableSort<S> & { selection?: RowSelection<T> };

/** A cell's text, or a grey '—' when there is none. */
export const dash = (value: string | null | undefined) =>
  value || <span className="text-slate-400">—</span>;

/** 'Nombre': the record's name in bold, sorted by `name`. */
export const nameColumn = <T extends { name: string }>(): Column<T, 'name'> => ({
  key: 'name',
  label: 'Nombre',
  sortField: 'name',
  render: (row) => <span className="font-medium text-slate-900">{row.name}</span>,
});

/** What one row adds to its actions (RecordActions): the status toggle, reasons, more buttons. */
type RowExtras = Pick<
  Partial<RecordActionsProps>,
  | 'editDisabledReason'
  | 'isActive'
  | 'onToggleStatus'
  | 'toggleDisabledReason'
  | 'beforeDelete'
  | 'deleteDisabledReason'
  | 'children'
>;

/**
 * A resource's list table: its columns, sorted by the server when the list has a sort, and on
 * every row 'Ver detalles', 'Editar' and 'Eliminar' (RecordActions), with what `more` adds for
 * that row: the status toggle, actions before 'Eliminar' or after it, reasons an action is off.
 * With `list.selection` (bulk actions) every row has its checkbox.
 */
export function RecordTable<T extends { id: number; name: string }, S extends string>({
  caption,
  columns,
  rows,
  list,
  more,
}: {
  caption: string;
  columns: readonly Column<T, S>[];
  rows: readonly T[];
  list: RowHandlers<T> & Partial<TableSort<S>> & { selection?: RowSelection<T> };
  more?: (row: T) => RowExtras;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      sort={list.sort}
      onSort={list.onSort}
      selection={list.selection}
      actions={(row) => {
        const extra = more?.(row) ?? {};
        return (
          <RecordActions
            name={row.name}
            onView={() => list.onView(row)}
            onEdit={() => list.onEdit(row)}
            editDisabledReason={extra.editDisabledReason}
            isActive={extra.isActive}
            onToggleStatus={extra.onToggleStatus}
            toggleDisabledReason={extra.toggleDisabledReason}
            beforeDelete={extra.beforeDelete}
            onDelete={() => list.onDelete(row)}
            deleteDisabledReason={extra.deleteDisabledReason}
          >
            {extra.children}
          </RecordActions>
        );
      }}
    />
  );
}
