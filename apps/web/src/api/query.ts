import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useDebouncedValue, type ListParams } from '../lib/list-query';
import { getPage } from './client';
import { call, type Answered } from './core';
import type { ItemOf, PagePath } from './types';

/** What a caller may add to a plain GET's query. */
export type ApiQueryOptions<T> = Pick<
  UseQueryOptions<T, Error, T, QueryKey>,
  'enabled' | 'placeholderData' | 'initialData' | 'staleTime'
>;

/**
 * A typed call's data, kept under `queryKey`:
 * `useApiQuery(keys.detail(id), () => api.GET('/user/{id}', { params: { path: { id } } }))`.
 */
export const useApiQuery = <E extends { data: unknown }>(
  queryKey: QueryKey,
  send: (signal: AbortSignal) => Promise<Answered<E>>,
  options: ApiQueryOptions<E['data']> = {},
) => useQuery({ queryKey, queryFn: ({ signal }) => call(send(signal)), ...options });

/**
 * One page of a server-paginated resource (GET /client…, the trash with `deleted`), paged,
 * filtered and sorted by the server; the previous page stays on screen while the next one loads.
 */
export const usePagedQuery = <P extends PagePath>(
  keys: { list: (params: ListParams) => QueryKey },
  path: P,
  params: ListParams,
) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await getPage(path, params)).data,
    placeholderData: keepPreviousData,
  });

/**
 * A picker's matches: the first `shown` active records at `path` (by name) whose text matches
 * what was typed, asked once the user pauses; the last list stays while typing. `pick` keeps what
 * the picker shows of each.
 */
export function useActiveOptions<P extends PagePath, O>(
  keyPrefix: QueryKey,
  path: P,
  search: string,
  shown: number,
  pick: (record: ItemOf<P>) => O,
) {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: [...keyPrefix, q],
    queryFn: async () => {
      const query = { status: 'ACTIVE', page: 1, pageSize: shown, sort: 'name', q };
      const page = (await getPage(path, query)).data;
      return { items: page.items.map(pick), total: page.total };
    },
    placeholderData: keepPreviousData,
  });
}
