import { useQuery } from '@tanstack/react-query';
import type { ProductionSheet } from '@taller/shared';
import { api } from '../../../lib/api-client';

/** What a production sheet covers: every order in production, or one order. */
export type SheetScope = { orderId: number } | 'all';

const base = (scope: SheetScope) =>
  scope === 'all' ? '/production-sheet' : `/order/${scope.orderId}/production-sheet`;

/** GET /api/production-sheet or /api/order/{id}/production-sheet. */
export const useProductionSheet = (scope: SheetScope, enabled = true) =>
  useQuery({
    queryKey: ['orders', 'production-sheet', scope === 'all' ? 'all' : scope.orderId],
    queryFn: async () => (await api.get<ProductionSheet>(base(scope))).data,
    enabled,
  });

/** The sheet's PDF, built by the server, as a Blob. */
export const downloadProductionSheetPdf = (scope: SheetScope) => api.download(`${base(scope)}.pdf`);
