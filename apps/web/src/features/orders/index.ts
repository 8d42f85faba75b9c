/** What other features may use of orders (lint refuses any other way in). */
export { OrderStatusBadge } from './components/order-status-badge';
export { formatPromisedDate, itemName } from './components/order-format';
