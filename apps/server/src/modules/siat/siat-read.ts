import type { BillDocumentFields } from '@taller/shared';
import type { Db } from '../../db/database';
import { siatQrUrl } from './protocol';

type FacturaFields = Omit<BillDocumentFields, 'document'>;

/** The SIAT side of facturas, by bill id (billing's bill answers read it; one query a page). */
export async function findFacturaFields(
  db: Db,
  billIds: readonly number[],
): Promise<Map<number, FacturaFields>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('siatInvoices')
    .select(['billId', 'cuf', 'state', 'messages', 'nit', 'number', 'environment', 'emissionType'])
    .where('billId', 'in', [...billIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.billId,
      {
        cuf: row.cuf,
        siatState: row.state,
        siatMessages: JSON.parse(row.messages) as string[],
        qrUrl: siatQrUrl(row.environment, { nit: row.nit, cuf: row.cuf, number: row.number }),
        offline: Number(row.emissionType) === 2,
      },
    ]),
  );
}

/** What the printed factura needs beyond the bill: legend, municipio, number, SIN line codes. */
export async function findFacturaPrint(db: Db, billId: number) {
  const row = await db
    .selectFrom('siatInvoices')
    .select(['legend', 'print', 'number'])
    .where('billId', '=', billId)
    .executeTakeFirst();
  if (!row) return null;
  const print = JSON.parse(row.print) as {
    municipio: string;
    branch: number;
    pointOfSale: number;
    lines: { productCode: string; unit: string }[];
  };
  return { ...print, legend: row.legend, invoiceNumber: Number(row.number) };
}

/** The factura's XML as it was sent, or null for a bill without one (a nota de venta). */
export async function findFacturaXml(db: Db, billId: number) {
  const row = await db
    .selectFrom('siatInvoices')
    .select(['xml', 'number'])
    .where('billId', '=', billId)
    .executeTakeFirst();
  return row ?? null;
}
