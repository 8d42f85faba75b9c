import type { ProductBulkInput } from '@taller/shared/bulk/bulk.schema';
import { api, unwrap } from '../../../api/client';
import type { RecordBulk } from '../../../resource/bulk-actions';
import { invalidateProductLists } from './product-keys';

/**
 * POST /api/product/bulk: 'Activo'/'Inactivo', to the Papelera and back, many products in one
 * call. The filter is the list's query as its query string carries it (every value a string),
 * which the document types as it reads a query string: hence the cast.
 */
export const PRODUCT_BULK: RecordBulk = {
  call: async (body) =>
    (await unwrap(api.POST('/product/bulk', { body: body as ProductBulkInput as never }))).message,
  invalidate: (queryClient) => invalidateProductLists(queryClient),
  exportCsv: { path: '/product/export.csv', filePrefix: 'productos' },
  noun: 'productos',
  status: true,
  toastId: 'products-bulk',
};
