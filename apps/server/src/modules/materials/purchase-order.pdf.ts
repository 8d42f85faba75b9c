import {
  centsToText,
  formatQuantity,
  purchaseOrderStatusLabel,
  type PurchaseOrder,
  type Supplier,
} from '@taller/shared';
import { drawPdf, pdfDate, pdfHeader, pdfTable, pdfText, type Pdf } from '../../lib/pdf';

const bs = (cents: number) => `Bs ${centsToText(cents)}`;

/** A purchase order on A4 for its supplier: who, what, how much, at what agreed cost. */
export function purchaseOrderPdf(order: PurchaseOrder, supplier: Supplier) {
  const title = `Orden de compra ${order.number}`;
  return drawPdf({ title, footer: title }, (doc) => drawPurchaseOrder(doc, title, order, supplier));
}

async function drawPurchaseOrder(
  doc: Pdf,
  title: string,
  order: PurchaseOrder,
  supplier: Supplier,
) {
  const contact = [supplier.contactName, supplier.phone, supplier.email]
    .filter(Boolean)
    .join(' · ');
  pdfHeader(doc, {
    title,
    subtitle: `Proveedor: ${supplier.name}${supplier.taxId ? ` · NIT ${supplier.taxId}` : ''}`,
    lines: [
      ...(contact ? [`Contacto: ${contact}`] : []),
      ...(supplier.paymentTerms ? [`Condiciones de pago: ${supplier.paymentTerms}`] : []),
      `Fecha: ${pdfDate(order.createdAt)} · Estado: ${purchaseOrderStatusLabel(order.status)}`,
      ...(order.notes ? [`Notas: ${order.notes}`] : []),
    ],
  });
  await pdfTable(
    doc,
    [
      { header: 'Código', width: 2 },
      { header: 'Material', width: 4 },
      { header: 'Cantidad', width: 2, align: 'right' },
      { header: 'Costo unitario', width: 2, align: 'right' },
      { header: 'Total', width: 2, align: 'right' },
    ],
    [
      ...order.lines.map((line) => ({
        cells: [
          line.material.code,
          line.material.name,
          formatQuantity(line.quantity, line.material.unit),
          bs(line.unitCostCents),
          bs(line.totalCents),
        ],
      })),
      { cells: ['', 'Total', '', '', bs(order.totalCents)], bold: true, shade: true },
    ],
  );
  doc.moveDown(1);
  pdfText(doc, 'Por favor confirme la recepción de esta orden y la fecha de entrega.', {
    muted: true,
  });
}
