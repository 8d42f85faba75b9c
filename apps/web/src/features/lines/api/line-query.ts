import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getOrUnknown } from '../../../api/fallback';
import { PREFETCH_FRESH_MS } from '../../../lib/query-client';
import { lineKeys } from './line-keys';

/** GET /line/{id}. */
export const getLine = (id: number) =>
  getOrUnknown(() => api.GET('/line/{id}', { params: { path: { id } } }), 'lines');

/** The route table starts this query early (router.tsx): no hook here, nothing heavy. */
export const lineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lineKeys.detail(id),
    queryFn: () => getLine(id),
    staleTime: PREFETCH_FRESH_MS,
  });
