import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { lineKeys } from './line-keys';

/** GET /line/all/active: the active lines (for pickers such as the model form's). */
export const getActiveLines = () => getListOrUnknown(() => api.GET('/line/all/active'), 'lines');

export const activeLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.active, queryFn: getActiveLines });

export const useActiveLines = () => useQuery(activeLinesQueryOptions());
