import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { readLineList } from './line-responses';

/** GET /line/all/active: the active lines (for pickers such as the model form's). */
export const getActiveLines = async () =>
  readLineList((await api.get<unknown>('/line/all/active')).data);

export const activeLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.active, queryFn: getActiveLines });

export const useActiveLines = () => useQuery(activeLinesQueryOptions());
