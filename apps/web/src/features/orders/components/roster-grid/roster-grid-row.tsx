import { checkBusinessName } from '@taller/shared/forms/business-name';
import { checkHeight } from '@taller/shared/forms/height';
import { checkRosterName } from '@taller/shared/orders/roster';
import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import { memo } from 'react';
import type { PersonDraft } from '../order-draft';
import type { GridColumn, TextField } from './grid-columns';
import { sizeCellError, suggestedIn } from './roster-columns';

/** What a row does to the roster; one object for every row, so that rows re-render only when their person does. */
export type RowActions = {
  write: (key: string, column: GridColumn, text: string) => void;
  toggle: (key: string) => void;
  remove: (key: string) => void;
};

const CONTROL =
  'h-8 w-full min-w-0 rounded border bg-white px-1 text-sm focus:outline-2 focus:outline-blue-600';

/**
 * The Spanish error of a text cell, shown once the cell was left (or the row was flagged); a
 * character a name may not hold is named as it is typed (issue 34).
 */
function cellError(person: PersonDraft, field: TextField, isActive: boolean): string | undefined {
  const shown =
    person.flagged || (!isActive && person[field === 'height' ? 'height' : 'name'] !== '');
  if (!shown) return field === 'name' ? (checkBusinessName(person.name) ?? undefined) : undefined;
  if (field === 'name') return checkRosterName(person.name)[0];
  if (field === 'height') return checkHeight(person.heightCm) ?? undefined;
  return undefined;
}

/** The Spanish errors of a row, for the line under the grid. */
export function rowErrors(
  person: PersonDraft,
  activeCol: number | null,
  columns: readonly GridColumn[],
) {
  return columns.flatMap((column, col) => {
    if (column.kind === 'size') {
      const gap = sizeCellError(column.column, person);
      // A pack's size columns are its products: the error names which.
      return !gap ? [] : column.column.id === 'size' ? gap : `${column.label}: ${gap}`;
    }
    return column.kind === 'text' ? (cellError(person, column.field, activeCol === col) ?? []) : [];
  });
}

/**
 * One person's line: a checkbox, then a box per text or size column (the size's box offers the
 * suggested size, or another one, marked as changed), then 'Quitar'. Only the active cell is in
 * the tab order (a roving tabindex); the grid moves it (RosterGrid).
 */
export const RosterGridRow = memo(function RosterGridRow({
  person,
  row,
  number,
  columns,
  activeCol,
  isSelected,
  fixed,
  idPrefix,
  template,
  top,
  actions,
}: {
  person: PersonDraft;
  /** The row among those shown, from 0. */
  row: number;
  /** The person's place in the list, from 1, whatever the search or sort: their cells' names. */
  number: number;
  columns: readonly GridColumn[];
  /** The active cell's column when the active cell is on this row. */
  activeCol: number | null;
  isSelected: boolean;
  fixed: boolean;
  idPrefix: string;
  /** The grid's column tracks. */
  template: string;
  /** Where the row is drawn in the grid's body, in px. */
  top: number;
  actions: RowActions;
}) {
  const rowNumber = number;
  const cellProps = (col: number) => ({
    'data-row': row,
    'data-col': col,
    tabIndex: activeCol === col ? 0 : -1,
  });
  return (
    <div
      role="row"
      aria-rowindex={row + 2}
      aria-selected={isSelected}
      className={`absolute top-0 left-0 grid h-10 w-full items-center gap-1 border-b border-slate-100 px-1 ${
        isSelected ? 'bg-blue-50' : person.flagged ? 'bg-red-50' : 'bg-white'
      }`}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => {
        const key =
          column.kind === 'size'
            ? column.column.id
            : column.kind === 'text'
              ? column.field
              : column.kind;
        return (
          <div key={key} role="gridcell" aria-colindex={col + 1} className="min-w-0">
            {renderCell(column, col)}
          </div>
        );
      })}
    </div>
  );

  function renderCell(column: GridColumn, col: number) {
    if (column.kind === 'select') {
      return (
        <input
          type="checkbox"
          className="ml-1.5 size-4"
          aria-label={M.selectRow(rowNumber)}
          checked={isSelected}
          onChange={() => actions.toggle(person.key)}
          {...cellProps(col)}
        />
      );
    }
    if (column.kind === 'remove') {
      return (
        <button
          type="button"
          className="h-8 w-full rounded text-slate-500 hover:bg-red-50 hover:text-red-700"
          aria-label={M.removeRow(rowNumber)}
          title={M.columnRemove}
          onClick={() => actions.remove(person.key)}
          {...cellProps(col)}
        >
          ×
        </button>
      );
    }
    if (column.kind === 'size') {
      const sizes = column.column;
      const suggested = suggestedIn(sizes, person);
      const chosen = sizes.chosen(person);
      const isChanged = chosen !== '' && chosen !== suggested;
      // A height no size holds: an error until a size is chosen by hand (issue 34).
      const gap = sizeCellError(sizes, person);
      const noteId = `${idPrefix}-${person.key}-${sizes.id}-note`;
      return (
        <>
          <select
            className={`${CONTROL} ${
              gap
                ? 'border-red-500 bg-red-50'
                : isChanged
                  ? 'border-amber-500 bg-amber-50'
                  : 'border-slate-300'
            }`}
            aria-label={M.sizeCellLabel(column.label, rowNumber)}
            aria-invalid={gap ? true : undefined}
            aria-describedby={isChanged || gap ? noteId : undefined}
            title={gap ?? (isChanged ? M.overridden(suggested) : undefined)}
            value={chosen}
            onChange={(event) => actions.write(person.key, column, event.target.value)}
            {...cellProps(col)}
          >
            <option value="">{suggested ? M.suggested(suggested) : M.noSuggestion}</option>
            {sizes.sizes.map((size) => (
              <option key={size.name} value={size.name}>
                {size.name}
              </option>
            ))}
          </select>
          {(isChanged || gap) && (
            <span id={noteId} className="sr-only">
              {gap ?? M.overridden(suggested)}
            </span>
          )}
        </>
      );
    }
    const error = cellError(person, column.field, activeCol === col);
    const errorId = `${idPrefix}-${person.key}-${column.field}-error`;
    const isLocked = fixed && column.field === 'height';
    return (
      <>
        <input
          type="text"
          inputMode={column.field === 'height' ? 'decimal' : undefined}
          autoComplete="off"
          className={`${CONTROL} ${error ? 'border-red-500 bg-red-50' : 'border-slate-300'} ${
            isLocked ? 'bg-slate-100 text-slate-600' : ''
          }`}
          aria-label={M.cellLabel(column.label, rowNumber)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          title={error}
          readOnly={isLocked}
          value={person[column.field] ?? ''}
          onChange={(event) => actions.write(person.key, column, event.target.value)}
          {...cellProps(col)}
        />
        {error && (
          <span id={errorId} className="sr-only">
            {error}
          </span>
        )}
      </>
    );
  }
});
