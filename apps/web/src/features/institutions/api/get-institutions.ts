import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { institutionKeys } from './institution-keys';

/** GET /api/institution: one page (the trash with `deleted`). */
export const useInstitutions = (params: ListParams) =>
  usePagedQuery(institutionKeys, '/institution', params);
