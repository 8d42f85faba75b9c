import { useRecordMutation } from '../../../resource/record-mutation';
import { supplierApi, invalidateSupplierLists } from './supplier-keys';

/** POST /api/supplier/create. */
export const useCreateSupplier = () =>
  useRecordMutation('create', supplierApi, {
    invalidate: (qc) => invalidateSupplierLists(qc),
  });
