import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';

/** What a production sheet covers: every order in production, or one order. */
export type SheetScope = { orderId: number } | 'all';

/** GET /api/production-sheet or /api/order/{id}/production-sheet. */
export const useProductionSheet = (scope: SheetScope, enabled = true) =>
  useApiQuery(
    ['orders', 'production-sheet', scope === 'all' ? 'all' : scope.orderId],
    (signal) =>
      scope === 'all'
        ? api.GET('/production-sheet', { signal })
        : api.GET('/order/{id}/production-sheet', {
            params: { path: { id: scope.orderId } },
            signal,
          }),
    { enabled },
  );
