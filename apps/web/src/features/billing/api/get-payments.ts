import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { paymentKeys } from './billing-keys';

/** GET /api/payment: one page of proofs. */
export const usePayments = (params: ListParams) => usePagedQuery(paymentKeys, '/payment', params);
