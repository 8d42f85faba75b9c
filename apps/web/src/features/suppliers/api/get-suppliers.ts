import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { supplierKeys } from './supplier-keys';

/** GET /api/supplier: one page (the trash with `deleted`). */
export const useSuppliers = (params: ListParams) =>
  usePagedQuery(supplierKeys, '/supplier', params);
