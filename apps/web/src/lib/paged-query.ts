import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@taller/shared/http/list-query';
import { api } from './api-client';
import { toQueryString, type ListParams } from './list-query';

/**
 * One page of a server-paginated resource (GET /api/client…, the trash with `deleted`), paged,
 * filtered and sorted by the server; the previous page stays on screen while the next one loads.
 */
export const usePagedQuery = <T>(
  keys: { list: (params: ListParams) => readonly unknown[] },
  path: string,
  params: ListParams,
) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await api.get<Page<T>>(`${path}${toQueryString(params)}`)).data,
    placeholderData: keepPreviousData,
  });
