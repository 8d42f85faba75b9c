import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { supplierKeys } from './supplier-keys';

/** GET /api/supplier/{id}: one supplier. */
export const useSupplier = (id: number) =>
  useApiQuery(supplierKeys.detail(id), (signal) =>
    api.GET('/supplier/{id}', { params: { path: { id } }, signal }),
  );
