import { queryOptions } from '@tanstack/react-query';
import type { Line } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { PREFETCH_FRESH_MS } from '../../../lib/query-client';
import { lineKeys } from './line-keys';
import { UNKNOWN_ERROR } from '../../../lib/api-fallback';
import { withFallback } from './line-responses';

/** GET /line/{id}. */
export const getLine = (id: number) =>
  withFallback(async () => (await api.get<Line>(`/line/${id}`)).data, UNKNOWN_ERROR);

/** The route table starts this query early (router.tsx): no hook here, nothing heavy. */
export const lineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lineKeys.detail(id),
    queryFn: () => getLine(id),
    staleTime: PREFETCH_FRESH_MS,
  });
