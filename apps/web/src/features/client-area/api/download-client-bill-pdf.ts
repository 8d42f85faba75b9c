import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/client-area/bills/{id}/pdf, saved as factura-F-000123.pdf. */
export async function downloadClientBillPdf(bill: Pick<Bill, 'id' | 'number'>) {
  const pdf = await unwrap(
    api.GET('/client-area/bills/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, `factura-${bill.number}.pdf`);
}
