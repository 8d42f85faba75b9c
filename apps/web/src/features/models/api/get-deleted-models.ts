import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@taller/shared';
import { getListOrUnknown } from '../../../lib/api-fallback';
import { modelKeys } from './model-keys';

/** GET /model/all/lineId/{lineId}?deleted=true: the line's trash. */
export const getDeletedModels = (lineId: number) =>
  getListOrUnknown<Model>(`/model/all/lineId/${lineId}?deleted=true`, 'models');

export const deletedModelsQueryOptions = (lineId: number) =>
  queryOptions({ queryKey: modelKeys.trash(lineId), queryFn: () => getDeletedModels(lineId) });

export const useDeletedModels = (lineId: number) => useQuery(deletedModelsQueryOptions(lineId));
