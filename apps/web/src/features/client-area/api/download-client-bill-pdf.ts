import { BILL_DOCUMENT_TEXTS, type Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/client-area/bills/{id}/pdf, saved as nota-de-venta-F-000123.pdf (or factura-…). */
export async function downloadClientBillPdf(bill: Pick<Bill, 'id' | 'number' | 'document'>) {
  const pdf = await unwrap(
    api.GET('/client-area/bills/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, BILL_DOCUMENT_TEXTS.pdfFileName(bill.document, bill.number));
}
