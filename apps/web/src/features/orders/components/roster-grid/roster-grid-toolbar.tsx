import { ROSTER_GRID_MESSAGES as M } from '@taller/shared/orders/roster-grid-messages';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { RosterSizeColumn } from './roster-columns';

const BOX = 'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm';

/**
 * Above the grid: search by name, 'Solo filas con errores', and for the selected rows a size to
 * set in one go (per product when the item has several) or 'La sugerida' to follow it again.
 */
export function RosterGridToolbar({
  search,
  onSearch,
  onlyFlagged,
  onOnlyFlagged,
  flaggedCount,
  selectedCount,
  sizeColumns,
  onApply,
  onClearSelection,
}: {
  search: string;
  onSearch: (text: string) => void;
  onlyFlagged: boolean;
  onOnlyFlagged: (only: boolean) => void;
  flaggedCount: number;
  selectedCount: number;
  sizeColumns: readonly RosterSizeColumn[];
  onApply: (column: RosterSizeColumn, size: string) => void;
  onClearSelection: () => void;
}) {
  const [columnId, setColumnId] = useState(sizeColumns[0]?.id ?? '');
  const [size, setSize] = useState('');
  const column = sizeColumns.find((c) => c.id === columnId) ?? sizeColumns[0];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          className={`${BOX} w-full sm:w-64`}
          aria-label={M.search}
          placeholder={M.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        {(flaggedCount > 0 || onlyFlagged) && (
          <label className="flex items-center gap-2 text-sm text-red-800">
            <input
              type="checkbox"
              className="size-4"
              checked={onlyFlagged}
              onChange={(event) => onOnlyFlagged(event.target.checked)}
            />
            {M.onlyErrors(flaggedCount)}
          </label>
        )}
      </div>
      {selectedCount > 0 && column && (
        <div
          role="group"
          aria-label={M.setSizeFor}
          className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-2 text-sm"
        >
          <span className="font-medium text-slate-800">{M.selected(selectedCount)}</span>
          {sizeColumns.length > 1 && (
            <select
              className={BOX}
              aria-label={M.setSizeProduct}
              value={column.id}
              onChange={(event) => {
                setColumnId(event.target.value);
                setSize('');
              }}
            >
              {sizeColumns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
          <select
            className={BOX}
            aria-label={M.setSizeFor}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            <option value="">{M.followSuggested}</option>
            {column.sizes.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={() => onApply(column, size)}>
            {M.applySize}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClearSelection}>
            {M.clearSelection}
          </Button>
        </div>
      )}
    </div>
  );
}
