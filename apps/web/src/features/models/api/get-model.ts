import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Model } from '@taller/shared';
import { UNKNOWN_ERROR, withFallback } from '../../../lib/api-fallback';
import { api } from '../../../lib/api-client';
import { modelKeys } from './model-keys';

/** GET /model/{id}. */
export const getModel = (id: number) =>
  withFallback(async () => (await api.get<Model>(`/model/${id}`)).data, UNKNOWN_ERROR, 'models');

export const modelQueryOptions = (id: number) =>
  queryOptions({ queryKey: modelKeys.detail(id), queryFn: () => getModel(id) });

/** One model; `placeholder` (the row from the list) shows while the fresh copy loads. */
export const useModel = (id: number, placeholder?: Model) =>
  useQuery({ ...modelQueryOptions(id), placeholderData: placeholder });
