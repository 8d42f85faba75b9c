import { parseLineDescription, type StoredDescription } from './line-description';

export type LineFilters = {
  /** Free text: case-insensitive substring of the name or of any description item. */
  search: string;
  /** '' for every status, otherwise an exact status (ACTIVE, INACTIVE). */
  status: string;
};

export const EMPTY_LINE_FILTERS: LineFilters = { search: '', status: '' };

type FilterableLine = { name: string; description?: StoredDescription; status: string };

/** SPEC.md §5: substring match on name or description, combined with an exact status match. */
export function filterLines<T extends FilterableLine>(lines: readonly T[], filters: LineFilters) {
  const needle = filters.search.trim().toLocaleLowerCase('es');
  return lines.filter((line) => {
    if (filters.status && line.status !== filters.status) return false;
    if (!needle) return true;
    if (line.name.toLocaleLowerCase('es').includes(needle)) return true;
    return parseLineDescription(line.description).some((item) =>
      item.toLocaleLowerCase('es').includes(needle),
    );
  });
}

export const hasActiveFilters = (filters: LineFilters) =>
  filters.search.trim() !== '' || filters.status !== '';
