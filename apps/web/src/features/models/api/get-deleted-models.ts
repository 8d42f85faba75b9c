import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@taller/shared';
import { UNKNOWN_ERROR, readList, withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { modelKeys } from './model-keys';

/** GET /model/all/lineId/{lineId}?deleted=true: the line's trash. */
export const getDeletedModels = (lineId: number) =>
  withFallback(
    async () =>
      readList<Model>((await api.get<unknown>(`/model/all/lineId/${lineId}?deleted=true`)).data),
    UNKNOWN_ERROR,
    'models',
  );

export const deletedModelsQueryOptions = (lineId: number) =>
  queryOptions({ queryKey: modelKeys.trash(lineId), queryFn: () => getDeletedModels(lineId) });

export const useDeletedModels = (lineId: number) => useQuery(deletedModelsQueryOptions(lineId));
