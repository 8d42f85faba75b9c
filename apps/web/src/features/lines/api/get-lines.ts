import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { lineKeys } from './line-keys';

/** GET /line: every line that is not deleted. */
export const getLines = () => getListOrUnknown(() => api.GET('/line'), 'lines');

export const linesQueryOptions = () => queryOptions({ queryKey: lineKeys.list, queryFn: getLines });

export const useLines = () => useQuery(linesQueryOptions());
