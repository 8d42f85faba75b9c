import { RecordCombobox, type RecordComboboxProps } from '../../../components/ui/record-combobox';
import { SUPPLIER_OPTIONS_SHOWN, useSupplierOptions } from '../api/get-supplier-options';

/** Type to find an active supplier (20 at a time), or pick the first option for none. */
export const SupplierCombobox = (props: RecordComboboxProps) => (
  <RecordCombobox
    useOptions={useSupplierOptions}
    shown={SUPPLIER_OPTIONS_SHOWN}
    noun="proveedores"
    {...props}
  />
);
