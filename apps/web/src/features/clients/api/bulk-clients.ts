import type { ClientBulkInput } from '@taller/shared/bulk/bulk.schema';
import { api, unwrap } from '../../../api/client';
import type { RecordBulk } from '../../../resource/bulk-actions';
import { invalidateAfterClientChange } from './client-invalidation';

/**
 * POST /api/client/bulk: to the Papelera and back, many clients in one call (the server has no
 * bulk status change for clients: deactivating one asks first, one by one). The filter's values
 * are strings, as a query string carries them: hence the cast.
 */
export const CLIENT_BULK: RecordBulk = {
  call: async (body) =>
    (await unwrap(api.POST('/client/bulk', { body: body as ClientBulkInput as never }))).message,
  invalidate: (queryClient) => invalidateAfterClientChange(queryClient),
  exportCsv: { path: '/client/export.csv', filePrefix: 'clientes' },
  noun: 'clientes',
  toastId: 'clients-bulk',
};
