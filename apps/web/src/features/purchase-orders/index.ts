/** What other features may use of purchase orders. */
export { FromShortfallButton } from './components/from-shortfall-button';
