import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lineKeys } from './line-keys';
import { readLineList } from './line-responses';

/** GET /line?deleted=true: the trash. */
export const getDeletedLines = async () =>
  readLineList((await api.get<unknown>('/line?deleted=true')).data);

export const deletedLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.trash, queryFn: getDeletedLines });

export const useDeletedLines = (enabled = true) =>
  useQuery({ ...deletedLinesQueryOptions(), enabled });
