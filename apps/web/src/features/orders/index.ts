/** What other features may use of orders (lint refuses any other way in). */
export { OrderStatusBadge } from './components/order-status-badge';
export { itemName, personSizesText } from './components/order-format';
// The guided flow's roster pieces, for the client's own order (client area).
export { ItemPeopleEditor, SizeSummary } from './components/item-people-editor';
export { OrderReview } from './components/order-review';
export { OrderStepButtons, OrderStepsNav } from './components/order-steps-nav';
export { OrderErrors } from './components/order-draft-fields';
export { useAddItem } from './components/same-item';
export {
  EMPTY_DRAFT,
  draftFromOrder,
  draftTotal,
  newKey,
  packProductsOf,
  personErrors,
  takesRoster,
  toOrderInput,
  type ItemDraft,
  type OrderDraft,
} from './components/order-draft';
