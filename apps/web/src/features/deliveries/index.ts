/** What other features may use of deliveries (lint refuses any other way in). */
export { DeliverySummary, DeliverWarnings, deliveryPath } from './components/order-summary';
export { ClientDeliveries } from './components/client-deliveries';
