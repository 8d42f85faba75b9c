import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { getListOrUnknown } from '../../../api/fallback';
import { modelKeys } from './model-keys';

/** GET /model/all/lineId/{lineId}?deleted=true: the line's trash. */
export const getDeletedModels = (lineId: number) =>
  getListOrUnknown(
    () =>
      api.GET('/model/all/lineId/{lineId}', {
        params: { path: { lineId }, query: { deleted: 'true' } },
      }),
    'models',
  );

export const deletedModelsQueryOptions = (lineId: number) =>
  queryOptions({ queryKey: modelKeys.trash(lineId), queryFn: () => getDeletedModels(lineId) });

export const useDeletedModels = (lineId: number) => useQuery(deletedModelsQueryOptions(lineId));
