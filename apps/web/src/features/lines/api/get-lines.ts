import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { UNKNOWN_ERROR } from '../../../lib/api-fallback';
import { readLineList, withFallback } from './line-responses';

/** GET /line: every line that is not deleted. */
export const getLines = () =>
  withFallback(async () => readLineList((await api.get<unknown>('/line')).data), UNKNOWN_ERROR);

export const linesQueryOptions = () => queryOptions({ queryKey: lineKeys.list, queryFn: getLines });

export const useLines = () => useQuery(linesQueryOptions());
