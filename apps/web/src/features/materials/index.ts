/** What other features and pages may use of materials. */
export { ProductMaterialsSection } from './components/product-materials-section';

/** The materials screen showing an order's requirements ('Registrar consumo' is there). */
export const orderMaterialsPath = (orderId: number) =>
  `/director/dashboard/materials?pedido=${orderId}`;
export { ProductCostSection } from './components/product-cost-section';
export { LineCostSection } from './components/line-cost-section';
/** A material picked from the list, and a quantity typed as people type it (purchase orders). */
export { MaterialSelect } from './components/material-select';
export { quantityFromText } from './components/material-form-schema';
