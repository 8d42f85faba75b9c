import { api, unwrap } from '../../../api/client';
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

/** The sheet's PDF, built by the server, as a Blob. */
export const downloadProductionSheetPdf = (scope: SheetScope) =>
  unwrap(
    scope === 'all'
      ? api.GET('/production-sheet.pdf', { parseAs: 'blob' })
      : api.GET('/order/{id}/production-sheet.pdf', {
          params: { path: { id: scope.orderId } },
          parseAs: 'blob',
        }),
  );
