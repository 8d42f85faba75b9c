import type { MaterialBulkInput } from '@taller/shared/bulk/bulk.schema';
import { api, unwrap } from '../../../api/client';
import type { RecordBulk } from '../../../resource/bulk-actions';
import { invalidateMaterials } from './material-keys';

/**
 * POST /api/material/bulk: 'Activo'/'Inactivo', to the Papelera and back, many materials in one
 * call (the filter's values are strings, as a query string carries them: hence the cast).
 */
export const MATERIAL_BULK: RecordBulk = {
  call: async (body) =>
    (await unwrap(api.POST('/material/bulk', { body: body as MaterialBulkInput as never })))
      .message,
  invalidate: invalidateMaterials,
  exportCsv: { path: '/material/export.csv', filePrefix: 'materiales' },
  noun: 'materiales',
  status: true,
  toastId: 'materials-bulk',
};
