import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { materialKeys } from './material-keys';

/** GET /api/material: one page (the trash with `deleted`). */
export const useMaterials = (params: ListParams) =>
  usePagedQuery(materialKeys, '/material', params);
