import { RECEIPT_TEXTS } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/payment/{id}/receipt: an approved payment's 'Recibo', saved as recibo-000005.pdf. */
export async function downloadPaymentReceipt(id: number) {
  const pdf = await unwrap(
    api.GET('/payment/{id}/receipt', { params: { path: { id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, RECEIPT_TEXTS.fileName(id));
}
