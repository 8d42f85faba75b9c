import type { QueryClient } from '@tanstack/react-query';

/**
 * A factura changed: the bills (['bills', …], the billing feature's keys), the orders' billed
 * amounts and the SIAT status (its count of facturas to send).
 */
export const invalidateBills = (queryClient: QueryClient) =>
  Promise.all(
    [['bills'], ['payments'], ['orders'], ['siat', 'status']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
