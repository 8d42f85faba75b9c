import type { Material } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { materialKeys } from './material-keys';

/** GET /api/material/{id}. */
export const useMaterial = (id: number, initial?: Material) =>
  useApiQuery(
    materialKeys.detail(id),
    (signal) => api.GET('/material/{id}', { params: { path: { id } }, signal }),
    { initialData: initial },
  );
