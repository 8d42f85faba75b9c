import { resourceKeys } from '../../../resource/resource-keys';

/** The client's own orders (GET /api/client-area/orders…): keys apart from the staff's. */
export const clientOrderKeys = resourceKeys('client-orders');
