import type { Package } from '@taller/shared';
import { useApiQuery } from '../../../lib/api-query';
import { packageKeys } from './package-keys';

/** GET /api/package/{id}: the pack with its items' products, deleted or not. */
export const usePackage = (id: number, options: { enabled?: boolean } = {}) =>
  useApiQuery<Package>(packageKeys.detail(id), `/package/${id}`, options);
