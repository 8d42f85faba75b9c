import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import type { PersonDraft } from '../order-draft';
import type { GridColumn } from './grid-columns';
import type { RosterSort } from './roster-columns';

/** The key a column sorts by: name, height or a size column's id; null when it does not sort. */
const sortKeyOf = (column: GridColumn) =>
  column.kind === 'size'
    ? column.column.id
    : column.kind === 'text' && (column.field === 'name' || column.field === 'height')
      ? column.field
      : null;

/**
 * The grid's header row, kept in view: 'select all shown' (checked, mixed or not), and a button
 * per sortable column (name, height, each size) that sorts up, then down, then back to entry
 * order, told by `aria-sort`.
 */
export function RosterGridHeader({
  columns,
  template,
  height,
  sort,
  onSort,
  shown,
  selected,
  onSelect,
}: {
  columns: readonly GridColumn[];
  template: string;
  height: number;
  sort: RosterSort;
  onSort: (sort: RosterSort) => void;
  shown: readonly PersonDraft[];
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
}) {
  const chosen = shown.filter((p) => selected.has(p.key)).length;
  const all = shown.length > 0 && chosen === shown.length;
  const toggleAll = () => {
    const next = new Set(selected);
    for (const person of shown) {
      if (all) next.delete(person.key);
      else next.add(person.key);
    }
    onSelect(next);
  };
  const nextSort = (by: string): RosterSort => {
    if (sort.by !== by) return { by, descending: false };
    return sort.descending ? { by: 'entry', descending: false } : { by, descending: true };
  };

  return (
    <div role="rowgroup" className="sticky top-0 z-10">
      <div
        role="row"
        aria-rowindex={1}
        className="grid items-center gap-1 border-b border-slate-200 bg-slate-50 px-1 text-xs font-semibold text-slate-700"
        style={{ gridTemplateColumns: template, height }}
      >
        {columns.map((column, col) => {
          const by = sortKeyOf(column);
          const isSorted = by !== null && sort.by === by;
          return (
            <div
              key={
                column.kind === 'size'
                  ? column.column.id
                  : column.kind === 'text'
                    ? column.field
                    : column.kind
              }
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={isSorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
              className="min-w-0 truncate"
            >
              {column.kind === 'select' ? (
                <input
                  type="checkbox"
                  className="ml-1.5 size-4"
                  aria-label={M.selectAll}
                  checked={all}
                  ref={(box) => {
                    if (box) box.indeterminate = chosen > 0 && !all;
                  }}
                  onChange={toggleAll}
                />
              ) : column.kind === 'remove' ? (
                <span className="sr-only">{column.label}</span>
              ) : by !== null ? (
                <button
                  type="button"
                  className="flex w-full items-center gap-1 truncate rounded px-1 py-1 text-left hover:bg-slate-100"
                  title={M.sortBy(column.label)}
                  onClick={() => onSort(nextSort(by))}
                >
                  <span className="truncate">{column.label}</span>
                  <span aria-hidden="true">{isSorted ? (sort.descending ? '▼' : '▲') : ''}</span>
                </button>
              ) : (
                <span className="px-1">{column.label}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
