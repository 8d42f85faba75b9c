import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Line } from '@taller/shared';
import { getListOrUnknown } from '../../../lib/api-fallback';
import { lineKeys } from './line-keys';

/** GET /line/all/active: the active lines (for pickers such as the model form's). */
export const getActiveLines = () => getListOrUnknown<Line>('/line/all/active', 'lines');

export const activeLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.active, queryFn: getActiveLines });

export const useActiveLines = () => useQuery(activeLinesQueryOptions());
