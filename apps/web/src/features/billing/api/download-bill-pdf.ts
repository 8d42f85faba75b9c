import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/bill/{id}/pdf, saved as factura-F-000123.pdf. */
export async function downloadBillPdf(bill: Pick<Bill, 'id' | 'number'>) {
  const pdf = await unwrap(
    api.GET('/bill/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, `factura-${bill.number}.pdf`);
}
