import { api, unwrap } from '../../../api/client';
import type { SheetScope } from './get-production-sheet';

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
