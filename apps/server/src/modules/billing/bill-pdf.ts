import PDFDocument from 'pdfkit';
import { BILL_KIND_LABELS, billStatusLabel, formatMoney, type Bill } from '@taller/shared';
import type { Storage } from '../../lib/storage';
import type { Issuer } from './billing.tables';

const readAll = async (storage: Storage, key: string | null) => {
  if (!key || !(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/La_Paz',
  });

/**
 * A bill as an A4 PDF (pdfkit, docs/decisions/013): the issuer as it was when the bill was issued
 * (logo, NIT, address), the client's billing name and NIT, the lines, subtotal, tax and total in
 * figures and in words, bank accounts and the payment QR. An annulled bill says so across it.
 */
export async function renderBillPdf(bill: Bill, issuer: Issuer, storage: Storage): Promise<Buffer> {
  const [logo, qr] = await Promise.all([
    readAll(storage, issuer.logoKey),
    readAll(storage, issuer.qrKey),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Factura ${bill.number}`, Author: issuer.businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatMoney(cents, bill.currency);
  const left = 50;
  const width = doc.page.width - 100;

  // Header: logo and issuer on the left, the bill's number and date on the right.
  let y = 50;
  if (logo) {
    try {
      doc.image(logo, left, y, { fit: [140, 70] });
    } catch {
      /* an image pdfkit cannot read is left out rather than failing the bill */
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#111827')
    .text('FACTURA', left, y, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`N.º ${bill.number}`, left, y + 26, { width, align: 'right' });
  doc.text(`Fecha: ${dateOf(bill.issuedAt)}`, { width, align: 'right' });
  doc.text(`${BILL_KIND_LABELS[bill.kind]} · Pedido ${bill.order.number}`, {
    width,
    align: 'right',
  });
  y = 135;
  doc.font('Helvetica-Bold').fontSize(12).text(issuer.businessName, left, y);
  doc.font('Helvetica').fontSize(9).fillColor('#374151');
  doc.text(`NIT: ${issuer.taxId}`);
  const place = [issuer.address, issuer.city].filter(Boolean).join(', ');
  if (place) doc.text(place);
  const contact = [issuer.phone, issuer.email].filter(Boolean).join(' · ');
  if (contact) doc.text(contact);

  // The client.
  y = Math.max(doc.y, y) + 14;
  doc.rect(left, y, width, 44).fillAndStroke('#F3F4F6', '#E5E7EB');
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Señor(es):', left + 10, y + 9);
  doc.font('Helvetica').text(bill.billingName, left + 75, y + 9, { width: width - 85 });
  doc.font('Helvetica-Bold').text('NIT/CI:', left + 10, y + 25);
  doc.font('Helvetica').text(bill.billingTaxId, left + 75, y + 25);

  // Lines.
  y += 60;
  const cols = [left, left + 290, left + 340, left + 420];
  const header = (top: number) => {
    doc.rect(left, top, width, 20).fill('#1F2937');
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(9);
    doc.text('Descripción', cols[0]! + 6, top + 6);
    doc.text('Cant.', cols[1]!, top + 6, { width: 45, align: 'right' });
    doc.text('P. unitario', cols[2]!, top + 6, { width: 75, align: 'right' });
    doc.text('Importe', cols[3]!, top + 6, { width: width - 426, align: 'right' });
    return top + 24;
  };
  y = header(y);
  doc.font('Helvetica').fontSize(9).fillColor('#111827');
  for (const line of bill.lines) {
    const height = Math.max(14, doc.heightOfString(line.description, { width: 280 }));
    if (y + height > doc.page.height - 260) {
      doc.addPage();
      y = header(50);
      doc.font('Helvetica').fontSize(9).fillColor('#111827');
    }
    doc.text(line.description, cols[0]! + 6, y, { width: 280 });
    doc.text(String(line.quantity), cols[1]!, y, { width: 45, align: 'right' });
    doc.text(money(line.unitPriceCents), cols[2]!, y, { width: 75, align: 'right' });
    doc.text(money(line.totalCents), cols[3]!, y, { width: width - 426, align: 'right' });
    y += height + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .strokeColor('#E5E7EB')
      .stroke();
  }

  // Totals.
  y += 6;
  const total = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor('#111827');
    doc.text(label, left + 260, y, { width: 150, align: 'right' });
    doc.text(value, cols[3]!, y, { width: width - 426, align: 'right' });
    y += bold ? 18 : 14;
  };
  total('Subtotal', money(bill.subtotalCents));
  total(`Impuesto (${bill.taxRatePercent.toLocaleString('es-ES')} %)`, money(bill.taxCents));
  total('Total', money(bill.totalCents), true);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(bill.amountInWords, left, y + 4, { width });
  y = doc.y + 16;

  // How to pay: bank accounts on the left, the QR on the right.
  const payTop = y;
  if (issuer.bankAccounts.length > 0) {
    doc.font('Helvetica-Bold').fontSize(10).text('Cuentas para el pago', left, y);
    doc.font('Helvetica').fontSize(9).fillColor('#374151');
    for (const account of issuer.bankAccounts) {
      doc.text(
        `${account.bank} · Cta. ${account.accountNumber} (${account.currency}) · ${account.holder}`,
        { width: width - 140 },
      );
    }
  }
  if (qr) {
    try {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#111827')
        .text('Pague con QR', left + width - 120, payTop, { width: 120, align: 'center' });
      doc.image(qr, left + width - 115, payTop + 14, { fit: [110, 110] });
    } catch {
      /* see the logo */
    }
  }
  if (issuer.footer) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#6B7280')
      .text(issuer.footer, left, doc.page.height - 90, { width, align: 'center' });
  }

  if (bill.status === 'ANNULLED') {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(80).fillColor('#DC2626').opacity(0.25);
    doc.text(billStatusLabel('ANNULLED').toUpperCase(), 0, doc.page.height / 2 - 40, {
      width: doc.page.width,
      align: 'center',
    });
    doc.restore();
  }
  doc.end();
  return done;
}
