// What the billing and product screens use of SIAT (issue 36): the contingency banner, a
// factura's SIAT data and annulment, the NIT exception, and the catalogue picker.
export { ContingencyBanner } from './components/contingency-banner';
export { FacturaDetails } from './components/factura-details';
export { AnnulFacturaDialog } from './components/annul-factura-dialog';
export { NitExceptionOffer, isNitRefused } from './components/nit-exception';
export { CataloguePicker } from './components/catalogue-picker';
export { ProductSiatFields } from './components/product-siat-fields';
export { useLiveSiatStatus } from './api/get-siat-status';
