import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { readLineList } from './line-responses';

/** GET /line: every line that is not deleted. */
export const getLines = async () => readLineList((await api.get<unknown>('/line')).data);

export const linesQueryOptions = () => queryOptions({ queryKey: lineKeys.list, queryFn: getLines });

export const useLines = () => useQuery(linesQueryOptions());
