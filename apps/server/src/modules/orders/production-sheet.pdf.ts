import {
  PRODUCTION_SHEET_MESSAGES as M,
  orderStatusLabel,
  productionPersonText,
  productionRowGroup,
  type ProductionSheet,
} from '@taller/shared';
import {
  drawPdf,
  pdfHeader,
  pdfHeading,
  pdfTable,
  pdfText,
  type Pdf,
  type PdfRow,
  type PdfStream,
  pdfDate,
} from '../../lib/pdf';

const PEOPLE_PER_ROW = 8;

/** The sheet as an A4 PDF: its orders, then what to make by line, model and colour, size by size. */
export function productionSheetPdf(sheet: ProductionSheet, title: string): PdfStream {
  const many = sheet.orders.length !== 1;
  const only = sheet.orders[0];
  const footer = `${M.title} · ${many ? 'Pedidos en producción' : (only?.number ?? '')}`;
  return drawPdf({ title, footer }, (doc) => drawSheet(doc, sheet, many));
}

async function drawSheet(doc: Pdf, sheet: ProductionSheet, many: boolean) {
  const only = sheet.orders[0];
  pdfHeader(doc, {
    title: M.title,
    subtitle: many ? `Pedidos en producción (${sheet.orders.length})` : only?.number,
    lines: [
      ...(!many && only
        ? [
            `Cliente: ${only.client}${only.institution ? ` · Institución: ${only.institution}` : ''}`,
            `Entrega: ${pdfDate(only.promisedDate)} · Estado: ${orderStatusLabel(only.status)}`,
            ...(only.notes ? [`Notas: ${only.notes}`] : []),
          ]
        : []),
      `Generada el ${pdfDate(sheet.generatedAt)} · Total a producir: ${sheet.totalQuantity}`,
    ],
  });
  if (many) {
    pdfHeading(doc, 'Pedidos');
    if (sheet.orders.length === 0) pdfText(doc, M.empty, { muted: true });
    else
      await pdfTable(
        doc,
        [
          { header: 'Pedido', width: 2 },
          { header: 'Cliente', width: 3 },
          { header: 'Institución', width: 3 },
          { header: 'Entrega', width: 1.5 },
          { header: 'Personas', width: 1.2, align: 'right' },
        ],
        sheet.orders.map((o) => ({
          cells: [
            o.number,
            o.client,
            o.institution ?? '—',
            pdfDate(o.promisedDate),
            String(o.peopleCount),
          ],
        })),
      );
  }
  pdfHeading(doc, 'Cantidades a producir');
  const rows: PdfRow[] = [];
  let group = '';
  for (const row of sheet.rows) {
    const next = productionRowGroup(row);
    if (next !== group) {
      group = next;
      rows.push({ cells: [group], bold: true, shade: true, span: true });
    }
    // A long roster goes on rows of its own (a few people each), so that no row outgrows a page.
    const people = row.people.map((p) => productionPersonText(p, many));
    for (let at = 0; at === 0 || at < people.length; at += PEOPLE_PER_ROW) {
      rows.push({
        cells: [
          at === 0 ? `${row.productCode} · ${row.productName}` : '',
          at === 0 ? (row.size ?? M.noSize) : '',
          at === 0 ? String(row.quantity) : '',
          people.slice(at, at + PEOPLE_PER_ROW).join('; '),
        ],
      });
    }
  }
  rows.push({ cells: ['Total', '', String(sheet.totalQuantity), ''], bold: true, shade: true });
  await pdfTable(
    doc,
    [
      { header: 'Producto', width: 3 },
      { header: 'Talla', width: 1 },
      { header: 'Cantidad', width: 1, align: 'right' },
      { header: 'Personas', width: 6 },
    ],
    rows,
  );
}
