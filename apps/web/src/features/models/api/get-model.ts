import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@taller/shared';
import { api } from '../../../api/client';
import { getOrUnknown } from '../../../api/fallback';
import { modelKeys } from './model-keys';

/** GET /model/{id}. */
export const getModel = (id: number) =>
  getOrUnknown(() => api.GET('/model/{id}', { params: { path: { id } } }), 'models');

export const modelQueryOptions = (id: number) =>
  queryOptions({ queryKey: modelKeys.detail(id), queryFn: () => getModel(id) });

/** One model; `placeholder` (the row from the list) shows while the fresh copy loads. */
export const useModel = (id: number, placeholder?: Model) =>
  useQuery({ ...modelQueryOptions(id), placeholderData: placeholder });
