import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';

/**
 * The orders in production, for the requirements' scope select (first 100 by number): what the
 * select shows of each, as the requirements name their orders.
 */
export const useOrdersInProduction = () =>
  useQuery({
    queryKey: ['materials', 'orders-in-production'],
    queryFn: async () =>
      (
        await call(
          api.GET('/order', {
            params: { query: { status: 'IN_PRODUCTION', pageSize: 100, sort: 'number' } },
          }),
        )
      ).items.map(({ id, number, status }) => ({ id, number, status })),
  });
