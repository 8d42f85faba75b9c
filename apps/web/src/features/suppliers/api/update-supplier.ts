import { useRecordMutation } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { supplierApi, supplierKeys, invalidateSupplierLists } from './supplier-keys';

/** PUT /api/supplier/update: only the fields sent change. */
export const useUpdateSupplier = () =>
  useRecordMutation('update', supplierApi, {
    // The materials list shows the supplier's name (the materials feature's keys, by resource).
    invalidate: (qc, input) =>
      invalidateSupplierLists(qc, supplierKeys.detail(input.id), resourceKeys('materials').lists),
  });
