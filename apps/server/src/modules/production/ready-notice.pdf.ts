import { READY_NOTICE_TEXTS as T, type Order } from '@taller/shared';
import { drawPdf, pdfBuffer, pdfDate, pdfHeader, pdfTable, pdfText, type Pdf } from '../../lib/pdf';

/**
 * 'Aviso de pedido listo': one page telling the client their order finished production, with
 * what it holds. Sent as the WhatsApp document of ORDER_READY; drawn when the message is sent.
 */
export async function readyNoticePdf(order: Order, readyAt = new Date().toISOString()) {
  const info = { title: `${T.title} ${order.number}`, footer: T.footer(order.number) };
  return {
    bytes: await pdfBuffer(drawPdf(info, (doc) => drawReadyNotice(doc, order, readyAt))),
    filename: T.fileName(order.number),
  };
}

async function drawReadyNotice(doc: Pdf, order: Order, readyAt: string) {
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
  await pdfTable(
    doc,
    [
      { header: T.columns.item, width: 5 },
      { header: T.columns.quantity, width: 1 },
    ],
    order.items.map((item) => ({
      cells: [(item.product ?? item.package)?.name ?? '—', String(item.quantity)],
    })),
  );
}
