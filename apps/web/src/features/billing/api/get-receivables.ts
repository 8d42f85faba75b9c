import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { receivableKeys } from './billing-keys';

/** GET /api/receivable: one page of what clients owe by age, with the totals of all of them. */
export const useReceivables = (params: ListParams) =>
  useQuery({
    queryKey: receivableKeys.list(params),
    queryFn: async () => {
      const page = (await getPage('/receivable', params)).data;
      // A row per client: the client's id keys the table's row.
      return { ...page, items: page.items.map((r) => ({ ...r, id: r.clientId })) };
    },
    placeholderData: keepPreviousData,
  });
