import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { packageKeys } from './package-keys';

/** GET /api/package: one page (the trash with `deleted`). */
export const usePackages = (params: ListParams) => usePagedQuery(packageKeys, '/package', params);
