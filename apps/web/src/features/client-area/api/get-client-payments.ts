import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { clientPaymentKeys } from './client-billing-keys';

export const useClientPayments = (params: ListParams) =>
  usePagedQuery(clientPaymentKeys, '/client-area/payments', params);
