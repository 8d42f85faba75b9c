import type { Package } from '@taller/shared';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../lib/api-query';
import { packageKeys } from './package-keys';

/** GET /api/package: one page (the trash with `deleted`). */
export const usePackages = (params: ListParams) =>
  usePagedQuery<Package>(packageKeys, '/package', params);
