/** What other features and pages may use of suppliers. */
export { SupplierCombobox } from './components/supplier-combobox';
export { supplierKeys } from './api/supplier-keys';
