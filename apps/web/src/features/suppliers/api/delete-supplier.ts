import { useRecordMutation } from '../../../resource/record-mutation';
import { supplierApi, supplierKeys, invalidateSupplierLists } from './supplier-keys';

/** DELETE /api/supplier/delete/{id}: refused while live materials are bought from it. */
export const useDeleteSupplier = () =>
  useRecordMutation('delete', supplierApi, {
    invalidate: (qc, supplier) => {
      qc.removeQueries({ queryKey: supplierKeys.detail(supplier.id) });
      return invalidateSupplierLists(qc);
    },
  });
