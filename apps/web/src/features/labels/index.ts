/** What other features may use of labels (lint refuses any other way in). */
export { OrderLabelActions } from './components/order-label-actions';
