import { RecordTrash } from '../../../resource/record-trash';
import { useSuppliers } from '../api/get-suppliers';
import { useRestoreSupplier } from '../api/restore-supplier';
import { SUPPLIER_LIST_TEXTS } from './supplier-texts';

export const SupplierTrash = () => (
  <RecordTrash useList={useSuppliers} restore={useRestoreSupplier()} texts={SUPPLIER_LIST_TEXTS} />
);
