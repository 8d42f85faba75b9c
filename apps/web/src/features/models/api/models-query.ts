import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { PREFETCH_FRESH_MS } from '../../../lib/query-client';
import { modelKeys } from './model-keys';

/** GET /model/all/lineId/{lineId}: the line's models; data is an array (empty if missing). */
export const getModels = (lineId: number) =>
  getListOrUnknown(
    () => api.GET('/model/all/lineId/{lineId}', { params: { path: { lineId } } }),
    'models',
  );

/** The route table starts this query early (router.tsx): no hook here, nothing heavy. */
export const modelsQueryOptions = (lineId: number) =>
  queryOptions({
    queryKey: modelKeys.list(lineId),
    queryFn: () => getModels(lineId),
    staleTime: PREFETCH_FRESH_MS,
  });
