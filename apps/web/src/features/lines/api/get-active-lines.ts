import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { UNKNOWN_ERROR } from '../../../lib/api-fallback';
import { readLineList, withFallback } from './line-responses';

/** GET /line/all/active: the active lines (for pickers such as the model form's). */
export const getActiveLines = () =>
  withFallback(
    async () => readLineList((await api.get<unknown>('/line/all/active')).data),
    UNKNOWN_ERROR,
  );

export const activeLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.active, queryFn: getActiveLines });

export const useActiveLines = () => useQuery(activeLinesQueryOptions());
