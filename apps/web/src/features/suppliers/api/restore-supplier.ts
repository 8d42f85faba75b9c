import { useRecordMutation } from '../../../resource/record-mutation';
import { supplierApi, invalidateSupplierLists } from './supplier-keys';

/** POST /api/supplier/restore/{id}. */
export const useRestoreSupplier = () =>
  useRecordMutation('restore', supplierApi, {
    invalidate: (qc) => invalidateSupplierLists(qc),
  });
