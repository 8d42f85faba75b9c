import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { UNKNOWN_ERROR } from '../../../lib/api-fallback';
import { readLineList, withFallback } from './line-responses';

/** GET /line?deleted=true: the trash. */
export const getDeletedLines = () =>
  withFallback(
    async () => readLineList((await api.get<unknown>('/line?deleted=true')).data),
    UNKNOWN_ERROR,
  );

export const deletedLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.trash, queryFn: getDeletedLines });

export const useDeletedLines = (enabled = true) =>
  useQuery({ ...deletedLinesQueryOptions(), enabled });
