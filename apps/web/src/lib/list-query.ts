import { useEffect, useState } from 'react';
import type { QueryValue } from '../api/core';

export type SortDirection = 'asc' | 'desc';
export type SortState<F extends string = string> = { field: F; direction: SortDirection };

/** The `sort` parameter of the server lists: `name` ascending, `-name` descending. */
export const sortParam = ({ field, direction }: SortState) =>
  direction === 'desc' ? `-${field}` : field;

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = <F extends string>(current: SortState<F>, field: F): SortState<F> =>
  current.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' };

// The query string as the typed client writes it (api/core.ts): one rule for every list.
export { toQueryString, type QueryValue } from '../api/core';

/** Typing in a search box asks the server once the user pauses, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The query of one page of a server list. */
export type ListParams = { page: number; pageSize: number; sort: string } & Record<
  string,
  QueryValue
>;

export type ListFilters = { search: string } & Record<string, string>;

/**
 * A list's first filters: its empty ones, with those the address names (`?overdue=true`), so a
 * link (the home's figures, issue 38) opens the list filtered; other parameters are ignored.
 */
export function filtersFromAddress<F extends ListFilters>(emptyFilters: F, search: string): F {
  const params = new URLSearchParams(search);
  const filters = { ...emptyFilters };
  for (const key of Object.keys(emptyFilters) as (keyof F & string)[]) {
    const value = params.get(key === 'search' ? 'q' : key);
    if (value !== null) filters[key] = value as F[typeof key];
  }
  return filters;
}

/**
 * The state of a server-paginated list: filters (any change goes back to page 1; the first ones
 * from the address), page and sort, and the query parameters they make (`q` debounced).
 */
export function useListState<F extends ListFilters, S extends string>(
  emptyFilters: F,
  initialSort: SortState<S>,
  pageSize: number,
) {
  const [filters, setFiltersState] = useState<F>(() =>
    filtersFromAddress(emptyFilters, typeof window === 'undefined' ? '' : window.location.search),
  );
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<S>>(initialSort);
  const q = useDebouncedValue(filters.search);

  const setFilters = (next: F) => {
    setFiltersState(next);
    setPage(1);
  };
  const params: ListParams = { ...filters, page, pageSize, sort: sortParam(sort) };
  // The search box's text goes out debounced, as `q`.
  delete params.search;
  params.q = q;
  return {
    filters,
    setFilters,
    clearFilters: () => setFilters(emptyFilters),
    hasFilters: Object.entries(filters).some(([, value]) => value.trim() !== ''),
    page,
    setPage,
    sort,
    sortBy: (field: S) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
    params,
  };
}
