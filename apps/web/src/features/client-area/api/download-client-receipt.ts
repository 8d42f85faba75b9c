import { RECEIPT_TEXTS } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/client-area/payments/{id}/receipt: the 'Recibo' of one of the client's payments. */
export async function downloadClientReceipt(id: number) {
  const pdf = await unwrap(
    api.GET('/client-area/payments/{id}/receipt', { params: { path: { id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, RECEIPT_TEXTS.fileName(id));
}
