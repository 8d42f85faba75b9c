import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/bill/{id}/xml: the factura's XML as it was sent to SIAT, saved as factura-F-000123.xml. */
export async function downloadBillXml(bill: Pick<Bill, 'id' | 'number'>) {
  const xml = await unwrap(
    api.GET('/bill/{id}/xml', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(xml, `factura-${bill.number}.xml`);
}
