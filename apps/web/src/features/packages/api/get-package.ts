import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { packageKeys } from './package-keys';

/** GET /api/package/{id}: the pack with its items' products, deleted or not. */
export const usePackage = (id: number, options: { enabled?: boolean } = {}) =>
  useApiQuery(
    packageKeys.detail(id),
    (signal) => api.GET('/package/{id}', { params: { path: { id } }, signal }),
    options,
  );
