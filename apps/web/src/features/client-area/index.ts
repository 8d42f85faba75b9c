// What other features use of the client area: the client's own orders (Soporte's order picker).
export { useClientOrders } from './api/get-client-orders';
