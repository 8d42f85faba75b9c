import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';

/** GET /api/order?q=…: the orders a bill or a proof may be for. */
export const useOrderOptions = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'options', text],
    queryFn: async () =>
      (await call(api.GET('/order', { params: { query: { q: text, pageSize: 10 } } }))).items,
    enabled,
    staleTime: 10_000,
  });
