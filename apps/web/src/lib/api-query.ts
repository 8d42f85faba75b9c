import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Page } from '@taller/shared/http/list-query';
import { api } from './api-client';
import { toQueryString, useDebouncedValue, type ListParams } from './list-query';

/** What a caller may add to a plain GET's query. */
export type ApiQueryOptions<T> = Pick<
  UseQueryOptions<T, Error, T, QueryKey>,
  'enabled' | 'placeholderData' | 'initialData' | 'staleTime'
>;

/** GET /api{path}: the answer's data, kept under `queryKey`. */
export const useApiQuery = <T>(
  queryKey: QueryKey,
  path: string,
  options: ApiQueryOptions<T> = {},
) => useQuery({ queryKey, queryFn: async () => (await api.get<T>(path)).data, ...options });

/**
 * One page of a server-paginated resource (GET /api/client…, the trash with `deleted`), paged,
 * filtered and sorted by the server; the previous page stays on screen while the next one loads.
 */
export const usePagedQuery = <T>(
  keys: { list: (params: ListParams) => QueryKey },
  path: string,
  params: ListParams,
) =>
  useApiQuery<Page<T>>(keys.list(params), `${path}${toQueryString(params)}`, {
    placeholderData: keepPreviousData,
  });

/**
 * A picker's matches: the first `shown` active records at `path` (by name) whose text matches
 * what was typed, asked once the user pauses; the last list stays while typing. `pick` keeps what
 * the picker shows of each.
 */
export function useActiveOptions<T, O>(
  keyPrefix: QueryKey,
  path: string,
  search: string,
  shown: number,
  pick: (record: T) => O,
) {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: [...keyPrefix, q],
    queryFn: async () => {
      const params = new URLSearchParams({
        status: 'ACTIVE',
        page: '1',
        pageSize: String(shown),
        sort: 'name',
      });
      if (q) params.set('q', q);
      const page = (await api.get<Page<T>>(`${path}?${params}`)).data;
      return { items: page.items.map(pick), total: page.total };
    },
    placeholderData: keepPreviousData,
  });
}
