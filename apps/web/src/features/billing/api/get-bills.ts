import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { billKeys } from './billing-keys';

/** GET /api/bill: one page with the totals of every bill the filters match. */
export const useBills = (params: ListParams, enabled = true) =>
  useQuery({
    queryKey: billKeys.list(params),
    queryFn: async () => (await getPage('/bill', params)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
