import { READY_NOTICE_TEXTS as T, type Order } from '@taller/shared';
import { createPdf, pdfBuffer, pdfDate, pdfHeader, pdfTable, pdfText } from '../../lib/pdf';

/**
 * 'Aviso de pedido listo': one page telling the client their order finished production, with
 * what it holds. Sent as the WhatsApp document of ORDER_READY; drawn when the message is sent.
 */
export async function readyNoticePdf(order: Order, readyAt = new Date().toISOString()) {
  const doc = createPdf({ title: `${T.title} ${order.number}` });
  pdfHeader(doc, {
    title: T.title,
    subtitle: order.number,
    lines: [
      `${T.client}: ${order.client.name}${order.institution ? ` · ${T.institution}: ${order.institution.name}` : ''}`,
      `${T.promised}: ${pdfDate(order.promisedDate)} · ${T.readyOn} ${pdfDate(readyAt)}`,
    ],
  });
  pdfText(doc, T.body);
  doc.moveDown(0.6);
  pdfTable(
    doc,
    [
      { header: T.columns.item, width: 5 },
      { header: T.columns.quantity, width: 1 },
    ],
    order.items.map((item) => ({
      cells: [(item.product ?? item.package)?.name ?? '—', String(item.quantity)],
    })),
  );
  return {
    bytes: await pdfBuffer(doc, T.footer(order.number)),
    filename: T.fileName(order.number),
  };
}
