import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { modelKeys } from './model-keys';

/** GET /model/all/lineId/{lineId}?deleted=true: the line's trash. */
export const getModelTrash = (lineId: number) =>
  getListOrUnknown(
    () =>
      api.GET('/model/all/lineId/{lineId}', {
        params: { path: { lineId }, query: { deleted: 'true' } },
      }),
    'models',
  );

export const modelTrashQueryOptions = (lineId: number) =>
  queryOptions({ queryKey: modelKeys.trash(lineId), queryFn: () => getModelTrash(lineId) });

export const useModelTrash = (lineId: number) => useQuery(modelTrashQueryOptions(lineId));
