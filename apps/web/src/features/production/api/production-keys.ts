import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../resource/resource-keys';

/**
 * ['production', 'stages'] the declared stages; ['production', 'progress', orderId] one order's
 * progress; ['production', 'list', params] a page of the stage view (the board asks it too);
 * ['production', 'client', orderId] a client's own order's progress.
 */
export const productionKeys = {
  ...resourceKeys('production'),
  stages: ['production', 'stages'] as const,
  progress: (orderId: number) => ['production', 'progress', orderId] as const,
  client: (orderId: number) => ['production', 'client', orderId] as const,
};

/**
 * Counts changed an order's progress (and maybe its status, to 'Terminado'): its progress, the
 * stage view and the board's bars, and the orders' own pages and record.
 */
export const invalidateProgress = (queryClient: QueryClient, orderId: number) =>
  Promise.all(
    [productionKeys.progress(orderId), productionKeys.lists, ['orders']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
