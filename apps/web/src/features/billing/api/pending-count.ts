import { useQuery } from '@tanstack/react-query';
import type { Page } from '@taller/shared/http/list-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './billing-keys';

/** How many proofs wait for a decision: the menu shows it beside 'Verificación de pagos'. */
export const usePendingPaymentsCount = (enabled = true) =>
  useQuery({
    queryKey: paymentKeys.pending,
    queryFn: async () =>
      (await api.get<Page<unknown>>('/payment?status=PENDING&pageSize=1', { isSilent: true })).data
        .total,
    enabled,
    refetchInterval: 60_000,
  });
