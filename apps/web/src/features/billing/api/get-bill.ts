import type { Bill } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { billKeys } from './billing-keys';

/** GET /api/bill/{id}: the bill with its payments; the row until it comes. */
export const useBill = (id: number, initial?: Bill, enabled = true) =>
  useApiQuery(
    billKeys.detail(id),
    (signal) => api.GET('/bill/{id}', { params: { path: { id } }, signal }),
    { placeholderData: initial, enabled },
  );
