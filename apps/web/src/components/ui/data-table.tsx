import type { ReactNode } from 'react';
import type { SortState } from '../../lib/list-query';
import { useIsPhone } from '../../lib/use-media-query';
import { CardList, SortSelect } from './card-list';
import { PageCheckbox, RowCheckbox, type RowSelection } from './row-checkbox';

export type { RowSelection } from './row-checkbox';

/**
 * Where a column goes when rows are cards (phones): the card's heading (the first column unless
 * told), a badge beside it, a labelled field under it, or nowhere.
 */
export type CardSlot = 'title' | 'badge' | 'field' | 'hidden';

export type Column<T, S extends string = string> = {
  key: string;
  label: string;
  /** The server's sort field: the header becomes a button and carries aria-sort. */
  sortField?: S;
  className?: string;
  render: (row: T) => ReactNode;
  card?: CardSlot;
};

export type DataTableProps<T extends { id: number }, S extends string> = {
  /** Row checkboxes, when the list has bulk actions. */
  selection?: RowSelection<T>;
  caption: string;
  columns: readonly Column<T, S>[];
  rows: readonly T[];
  sort?: SortState<S>;
  onSort?: (field: S) => void;
  /** The last column, 'Acciones', aligned right. */
  actions?: (row: T) => ReactNode;
  /** Rows light up under the pointer unless told otherwise ('' for none). */
  rowClassName?: string;
};

const TH = 'px-4 py-3';

/**
 * The list table of every management screen: a row per record, sortable headers (aria-sort on
 * the sorted one) and the actions column. Screen readers get the caption. On a phone the same
 * rows are cards (CardList) under an 'Ordenar por' select: nothing scrolls sideways and every
 * action is within reach.
 */
export function DataTable<T extends { id: number }, S extends string>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  actions,
  rowClassName = 'hover:bg-slate-50',
  selection,
}: DataTableProps<T, S>) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <div>
        {sort && onSort && <SortSelect columns={columns} sort={sort} onSort={onSort} />}
        {selection && (
          <div className="border-b border-slate-100 px-4 py-2">
            <PageCheckbox page={selection.page} withText />
          </div>
        )}
        <CardList
          caption={caption}
          columns={columns}
          rows={rows}
          actions={actions}
          selection={selection}
        />
      </div>
    );
  }
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          {selection && (
            <th scope="col" className="w-10 px-4 py-3">
              <PageCheckbox page={selection.page} />
            </th>
          )}
          {columns.map((column) => (
            <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
          {actions && (
            <th scope="col" className={`${TH} text-right`}>
              Acciones
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {rows.map((row) => (
          <tr key={row.id} className={rowClassName || undefined}>
            {selection && (
              <td className="w-10 px-4 py-3">
                <RowCheckbox row={row} selection={selection} />
              </td>
            )}
            {columns.map((column) => (
              <td key={column.key} className={`px-4 py-3 ${column.className ?? ''}`}>
                {column.render(row)}
              </td>
            ))}
            {actions && (
              <td className="px-4 py-3">
                <div className="flex items-center justify-end gap-1">{actions(row)}</div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HeaderCell<T, S extends string>({
  column,
  sort,
  onSort,
}: {
  column: Column<T, S>;
  sort?: SortState<S>;
  onSort?: (field: S) => void;
}) {
  const field = column.sortField;
  if (!field || !onSort) {
    return (
      <th scope="col" className={TH}>
        {column.label}
      </th>
    );
  }
  const active = sort?.field === field;
  const direction = active ? sort.direction : undefined;
  return (
    <th
      scope="col"
      className={TH}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {column.label}
        <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-300'}>
          {direction === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}
