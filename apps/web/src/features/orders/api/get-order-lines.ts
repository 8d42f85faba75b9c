import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { orderKeys } from './order-keys';

/** GET /api/line/all/active: the lines of the 'Línea' filter. */
export const useOrderLines = () =>
  useQuery({
    queryKey: orderKeys.lines,
    queryFn: async () => (await call(api.GET('/line/all/active'))) ?? [],
    staleTime: 60_000,
  });
