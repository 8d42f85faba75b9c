/** What other features and pages may use of products. */
export { ProductPicker } from './components/product-picker';
export { SizeTableField } from './components/size-table-field';
export type { SizeRowValues } from './components/product-form-schema';
