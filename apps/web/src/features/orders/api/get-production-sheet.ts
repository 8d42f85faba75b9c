import type { ProductionSheet } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';

/** What a production sheet covers: every order in production, or one order. */
export type SheetScope = { orderId: number } | 'all';

const base = (scope: SheetScope) =>
  scope === 'all' ? '/production-sheet' : `/order/${scope.orderId}/production-sheet`;

/** GET /api/production-sheet or /api/order/{id}/production-sheet. */
export const useProductionSheet = (scope: SheetScope, enabled = true) =>
  useApiQuery<ProductionSheet>(
    ['orders', 'production-sheet', scope === 'all' ? 'all' : scope.orderId],
    base(scope),
    { enabled },
  );

/** The sheet's PDF, built by the server, as a Blob. */
export const downloadProductionSheetPdf = (scope: SheetScope) => api.download(`${base(scope)}.pdf`);
