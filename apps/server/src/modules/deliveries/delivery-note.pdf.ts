import {
  DELIVERY_MESSAGES as M,
  eventDate,
  type Order,
  type OrderDeliveries,
} from '@taller/shared';
import {
  drawPdf,
  ensureSpace,
  pdfBuffer,
  pdfHeader,
  pdfHeading,
  pdfTable,
  pdfText,
  type Pdf,
} from '../../lib/pdf';

const C = M.noteColumns;
const when = (iso: string) =>
  `${eventDate(iso)} ${new Date(iso).toLocaleTimeString('es-ES', { timeZone: 'America/La_Paz', hour: '2-digit', minute: '2-digit' })}`;

/**
 * 'Nota de entrega': what was handed over, to whom and when, person by person, with who is
 * still missing and lines for both signatures (the workshop's and the institution's).
 */
export function deliveryNotePdf(order: Order, deliveries: OrderDeliveries) {
  const info = {
    title: `${M.noteTitle} ${order.number}`,
    footer: `${M.noteTitle} · ${order.number}`,
  };
  return drawPdf(info, (doc) => drawDeliveryNote(doc, order, deliveries));
}

async function drawDeliveryNote(doc: Pdf, order: Order, deliveries: OrderDeliveries) {
  pdfHeader(doc, {
    title: M.noteTitle,
    subtitle: order.number,
    lines: [
      `Cliente: ${order.client.name}${order.institution ? ` · Institución: ${order.institution.name}` : ''}`,
      `Emitida el ${when(new Date().toISOString())} · ${M.progress(deliveries.deliveredPeople, deliveries.totalPeople)}`,
    ],
  });
  const handed = deliveries.people.filter((p) => p.delivered);
  if (handed.length === 0) pdfText(doc, M.noteNone, { muted: true });
  else
    await pdfTable(
      doc,
      [
        { header: C.person, width: 3 },
        { header: C.course, width: 1.2 },
        { header: C.items, width: 4 },
        { header: C.receivedBy, width: 2.2 },
        { header: C.when, width: 2 },
      ],
      handed.map((p) => ({
        cells: [
          p.name,
          p.course ?? '—',
          p.items.map((i) => (i.size ? `${i.product} (${i.size})` : i.product)).join(', '),
          [p.delivered!.receivedBy, p.delivered!.note].filter(Boolean).join(' · ') || '—',
          when(p.delivered!.at),
        ],
      })),
    );
  if (deliveries.missing.length > 0) {
    pdfHeading(doc, M.missingTitle(deliveries.missing.length));
    pdfText(
      doc,
      deliveries.missing.map((p) => (p.course ? `${p.name} (${p.course})` : p.name)).join('; '),
    );
  }
  ensureSpace(doc, 90);
  doc.moveDown(4);
  const x = doc.page.margins.left;
  const width = (doc.page.width - 2 * x - 40) / 2;
  const y = doc.y;
  M.noteSignatures.forEach((label, i) => {
    const left = x + i * (width + 40);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('black')
      .lineWidth(0.7)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(label, left, y + 4, { width, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(M.noteSignatureLine, left, y + 16, { width, align: 'center' });
  });
}

type NoteSources = {
  orders: { get: (id: number) => Promise<Order> };
  deliveries: { list: (orderId: number) => Promise<OrderDeliveries> };
};

/**
 * Order `orderId`'s delivery note, streamed as it is drawn (the route sends this), and its name
 * (nota-de-entrega-PED-….pdf).
 */
export async function deliveryNote({ orders, deliveries }: NoteSources, orderId: number) {
  const order = await orders.get(orderId);
  return {
    pdf: deliveryNotePdf(order, await deliveries.list(order.id)),
    filename: `nota-de-entrega-${order.number}.pdf`,
  };
}

/**
 * Order `orderId`'s delivery note as a file: its bytes and its name. The WhatsApp document of
 * PERSON_DELIVERED sends this.
 */
export async function deliveryNoteFile(
  orders: NoteSources['orders'],
  deliveries: NoteSources['deliveries'],
  orderId: number,
) {
  const { pdf, filename } = await deliveryNote({ orders, deliveries }, orderId);
  return { bytes: await pdfBuffer(pdf), filename };
}
