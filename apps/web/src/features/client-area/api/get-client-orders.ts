import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { clientOrderKeys } from './client-order-keys';

export const useClientOrders = (params: ListParams) =>
  usePagedQuery(clientOrderKeys, '/client-area/orders', params);
