import { useId } from 'react';
import type { CardSlot, Column, DataTableProps } from './data-table';
import { FILTER_CONTROL } from './filter-bar';
import { RowCheckbox } from './row-checkbox';

const slotOf = <T, S extends string>(column: Column<T, S>, index: number): CardSlot =>
  column.card ?? (index === 0 ? 'title' : 'field');

/**
 * A list's rows as cards, for phones: the heading column (name with its swatch), the badges
 * beside it, the other columns as labelled fields, and the row's actions together at the foot
 * of the card, wrapping rather than overflowing. DataTable puts a SortSelect above sortable lists.
 */
export function CardList<T extends { id: number }, S extends string>({
  caption,
  columns,
  rows,
  actions,
  selection,
}: Pick<DataTableProps<T, S>, 'caption' | 'columns' | 'rows' | 'actions' | 'selection'>) {
  const slotted = columns.map((column, index) => ({ column, slot: slotOf(column, index) }));
  const inSlot = (slot: CardSlot) => slotted.filter((c) => c.slot === slot).map((c) => c.column);
  const [titles, badges, fields] = [inSlot('title'), inSlot('badge'), inSlot('field')];
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 p-4" data-testid="list-card">
          <div className="flex items-start justify-between gap-3">
            {selection && <RowCheckbox row={row} selection={selection} />}
            <div className="min-w-0 flex-1 font-medium break-words text-slate-900">
              {titles.map((column) => (
                <div key={column.key}>{column.render(row)}</div>
              ))}
            </div>
            {badges.length > 0 && (
              <div className="flex shrink-0 flex-wrap justify-end gap-1">
                {badges.map((column) => (
                  <span key={column.key}>{column.render(row)}</span>
                ))}
              </div>
            )}
          </div>
          {fields.length > 0 && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {fields.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-slate-500">{column.label}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && (
            <div
              className="-mx-1 flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2"
              data-testid="card-actions"
            >
              {actions(row)}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Sorting without headers: one select of 'field, direction' pairs. */
export function SortSelect<T, S extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<T, S>[];
  sort: NonNullable<DataTableProps<{ id: number }, S>['sort']>;
  onSort: (field: S) => void;
}) {
  const id = useId();
  const sortable = columns.filter((c): c is Column<T, S> & { sortField: S } => !!c.sortField);
  if (sortable.length === 0) return null;
  const choose = (value: string) => {
    const [field, direction] = value.split(':') as [S, 'asc' | 'desc'];
    // onSort toggles the direction of the current field, or starts another one ascending.
    if (field !== sort.field) onSort(field);
    const after = field !== sort.field ? 'asc' : sort.direction;
    if (after !== direction) onSort(field);
  };
  return (
    <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        Ordenar por
      </label>
      <select
        id={id}
        className={`${FILTER_CONTROL} min-w-0 flex-1`}
        value={`${sort.field}:${sort.direction}`}
        onChange={(e) => choose(e.target.value)}
      >
        {sortable.flatMap((column) => [
          <option key={`${column.sortField}:asc`} value={`${column.sortField}:asc`}>
            {column.label} (ascendente)
          </option>,
          <option key={`${column.sortField}:desc`} value={`${column.sortField}:desc`}>
            {column.label} (descendente)
          </option>,
        ])}
      </select>
    </div>
  );
}
