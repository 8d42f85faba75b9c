import { useCallback, useMemo, useState } from 'react';
import { BULK_MESSAGES as M } from '@taller/shared/bulk/bulk-messages';
import type { RowSelection } from '../components/ui/data-table';

/**
 * A list's selection for bulk actions: the rows ticked (by id, across pages), or 'all N that
 * match the filters' (`allMatching`). Cleared when `resetKey` (the list's filters) changes.
 */
export function useBulkSelection<T extends { id: number }>(
  rows: readonly T[],
  name: (row: T) => string,
  resetKey: string,
) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);
  // Other filters, other rows: the selection starts again (set while rendering, as React advises).
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    clear();
  }

  const selection = useMemo((): RowSelection<T> => {
    const ticked = rows.filter((row) => allMatching || ids.has(row.id)).length;
    const state = ticked === 0 ? 'none' : ticked === rows.length ? 'all' : 'some';
    return {
      isSelected: (row) => allMatching || ids.has(row.id),
      onToggle: (row) => {
        setAllMatching(false);
        setIds((was) => {
          const next = new Set(allMatching ? rows.map((r) => r.id) : was);
          if (next.has(row.id)) next.delete(row.id);
          else next.add(row.id);
          return next;
        });
      },
      rowLabel: (row) => M.selectRow(name(row)),
      page: {
        label: M.selectPage,
        state,
        onToggle: () => {
          setAllMatching(false);
          setIds((was) => {
            const next = new Set(was);
            for (const row of rows) {
              if (state === 'all') next.delete(row.id);
              else next.add(row.id);
            }
            return next;
          });
        },
      },
    };
  }, [rows, ids, allMatching, name]);

  return {
    selection,
    ids: [...ids],
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}

/** What the bulk bar and a list's actions read of a selection, whatever its rows. */
export type BulkSelection = Omit<ReturnType<typeof useBulkSelection>, 'selection'> & {
  selection: Pick<RowSelection<never>, 'page'>;
};
