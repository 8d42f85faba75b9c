import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { lineKeys } from './line-keys';

/** GET /line?deleted=true: the trash. */
export const getLineTrash = () =>
  getListOrUnknown(() => api.GET('/line', { params: { query: { deleted: 'true' } } }), 'lines');

export const lineTrashQueryOptions = () =>
  queryOptions({ queryKey: lineKeys.trash, queryFn: getLineTrash });

export const useLineTrash = (enabled = true) => useQuery({ ...lineTrashQueryOptions(), enabled });
