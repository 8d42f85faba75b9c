import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { clientBillKeys } from './client-billing-keys';

export const useClientBills = (params: ListParams) =>
  usePagedQuery(clientBillKeys, '/client-area/bills', params);
