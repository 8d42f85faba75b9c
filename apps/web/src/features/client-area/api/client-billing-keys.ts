import { resourceKeys } from '../../../resource/resource-keys';

/** The client's own bills and proofs (GET /api/client-area/bills, …/payments). */
export const clientBillKeys = resourceKeys('client-bills');

export const clientPaymentKeys = resourceKeys('client-payments');
