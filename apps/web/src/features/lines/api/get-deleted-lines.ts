import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { lineKeys } from './line-keys';

/** GET /line?deleted=true: the trash. */
export const getDeletedLines = () =>
  getListOrUnknown(() => api.GET('/line', { params: { query: { deleted: 'true' } } }), 'lines');

export const deletedLinesQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.trash, queryFn: getDeletedLines });

export const useDeletedLines = (enabled = true) =>
  useQuery({ ...deletedLinesQueryOptions(), enabled });
