/** What other features and pages may use of products. */
export { ProductPicker } from './components/product-picker';
