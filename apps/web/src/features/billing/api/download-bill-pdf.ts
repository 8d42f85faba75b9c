import { BILL_DOCUMENT_TEXTS, type Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/bill/{id}/pdf, saved as nota-de-venta-F-000123.pdf (or factura-…, a factura). */
export async function downloadBillPdf(bill: Pick<Bill, 'id' | 'number' | 'document'>) {
  const pdf = await unwrap(
    api.GET('/bill/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, BILL_DOCUMENT_TEXTS.pdfFileName(bill.document, bill.number));
}
