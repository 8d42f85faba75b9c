import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Line } from '@taller/shared';
import { getListOrUnknown } from '../../../lib/api-fallback';
import { lineKeys } from './line-keys';

/** GET /line: every line that is not deleted. */
export const getLines = () => getListOrUnknown<Line>('/line', 'lines');

export const linesQueryOptions = () => queryOptions({ queryKey: lineKeys.list, queryFn: getLines });

export const useLines = () => useQuery(linesQueryOptions());
