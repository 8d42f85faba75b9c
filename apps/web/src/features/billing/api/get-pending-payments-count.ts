import { useQuery } from '@tanstack/react-query';
import { api, call, SILENT } from '../../../api/client';
import { paymentKeys } from './billing-keys';

/** How many proofs wait for a decision: the menu shows it beside 'Verificación de pagos'. */
export const usePendingPaymentsCount = (enabled = true) =>
  useQuery({
    queryKey: paymentKeys.pending,
    queryFn: async () =>
      (
        await call(
          api.GET('/payment', { params: { query: { status: 'PENDING', pageSize: 1 } }, ...SILENT }),
        )
      ).total,
    enabled,
    refetchInterval: 60_000,
  });
