import {
  BILL_DOCUMENT_TEXTS,
  BILL_KIND_LABELS,
  BILLING_PDF_TEXTS as T,
  billStatusLabel,
  formatDecimal,
  formatMoney,
  type Bill,
} from '@taller/shared';
import { drawPdf, ensureSpace, pdfBuffer, pdfTable, pdfText, type Pdf } from '../../lib/pdf';
import type { Storage } from '../../lib/storage';
import type { BillService } from './bill.service';
import type { Issuer } from './billing.tables';
import { EMPTY_FACTURA_PRINT, renderFacturaPdf, type FacturaPrint } from './factura-pdf';

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

/** An image pdfkit cannot read is left out rather than failing the bill. */
const drawImage = (draw: () => void) => {
  try {
    draw();
  } catch {
    /* left out */
  }
};

/**
 * A bill's PDF, streamed as it is drawn: a factura's is the SIN's graphic representation
 * (factura-pdf.ts, with the SIAT facts the siat module supplies in `factura`); every other bill
 * is a nota de venta (whose logo and QR are read first).
 */
async function renderBillPdf(
  bill: Bill,
  issuer: Issuer,
  storage: Storage,
  factura: FacturaPrint | null = null,
) {
  return bill.document === 'FACTURA'
    ? renderFacturaPdf(bill, issuer, factura ?? EMPTY_FACTURA_PRINT)
    : renderNotaPdf(bill, issuer, storage);
}

/**
 * Bill `id`'s PDF (with `clientId`, only that client's), streamed as it is drawn, and the name
 * its document gives it, nota-de-venta-F-000001.pdf or factura-F-000002.pdf. The route sends
 * this.
 */
export async function billPdf(bills: BillService, storage: Storage, id: number, clientId?: number) {
  const { bill, issuer, factura } = await bills.forPdf(id, clientId);
  return {
    pdf: await renderBillPdf(bill, issuer, storage, factura),
    filename: BILL_DOCUMENT_TEXTS.pdfFileName(bill.document, bill.number),
  };
}

/**
 * Bill `id`'s PDF as a file: its bytes and its name. The WhatsApp document and the payment
 * reminder send this.
 */
export async function billPdfFile(
  bills: BillService,
  storage: Storage,
  id: number,
  clientId?: number,
) {
  const { pdf, filename } = await billPdf(bills, storage, id, clientId);
  return { bytes: await pdfBuffer(pdf), filename };
}

/**
 * A nota de venta as an A4 PDF through the server's PDF helper (lib/pdf.ts, docs/decisions/012
 * and 013): titled 'NOTA DE VENTA' and saying it has no fiscal value (it was never sent to the
 * SIN, issue 36); the issuer as it was when the bill was issued (logo, NIT, address), the
 * client's billing name and NIT, the lines, subtotal, tax and total in figures and in words,
 * bank accounts and the payment QR. An annulled one says so across it.
 */
async function renderNotaPdf(bill: Bill, issuer: Issuer, storage: Storage) {
  const [logo, qr] = await Promise.all([
    readAll(storage, issuer.logoKey),
    readAll(storage, issuer.qrKey),
  ]);
  const info = {
    title: T.notaFooter(bill.number, issuer.businessName),
    author: issuer.businessName,
    footer: issuer.footer ?? T.notaFooter(bill.number, issuer.businessName),
  };
  return drawPdf(info, (doc) => drawNota(doc, bill, issuer, { logo, qr }));
}

async function drawNota(
  doc: Pdf,
  bill: Bill,
  issuer: Issuer,
  { logo, qr }: { logo: Buffer | null; qr: Buffer | null },
) {
  const money = (cents: number) => formatMoney(cents, bill.currency);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header: logo on the left, the bill's number, date and kind on the right; then the issuer.
  const top = doc.y;
  if (logo) drawImage(() => doc.image(logo, left, top, { fit: [140, 70] }));
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827');
  doc.text(T.notaTitle, left, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor('#4B5563');
  doc.text(T.notaNotice, { width, align: 'right' });
  doc.fillColor('#111827').fontSize(11).text(`N.º ${bill.number}`, { width, align: 'right' });
  doc.text(`Fecha: ${dateOf(bill.issuedAt)}`, { width, align: 'right' });
  doc.text(`${BILL_KIND_LABELS[bill.kind]} · Pedido ${bill.order.number}`, {
    width,
    align: 'right',
  });
  doc.y = Math.max(doc.y, top + 80);
  pdfText(doc, issuer.businessName, { bold: true });
  pdfText(doc, `NIT: ${issuer.taxId}`, { muted: true });
  const place = [issuer.address, issuer.city].filter(Boolean).join(', ');
  if (place) pdfText(doc, place, { muted: true });
  const contact = [issuer.phone, issuer.email].filter(Boolean).join(' · ');
  if (contact) pdfText(doc, contact, { muted: true });

  // The client.
  doc.moveDown(0.8);
  const box = doc.y;
  doc.rect(left, box, width, 40).fillAndStroke('#F3F4F6', '#E5E7EB');
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Señor(es):', left + 10, box + 8);
  doc.font('Helvetica').text(bill.billingName, left + 75, box + 8, { width: width - 85 });
  doc.font('Helvetica-Bold').text('NIT/CI:', left + 10, box + 23);
  doc.font('Helvetica').text(bill.billingTaxId, left + 75, box + 23);
  doc.x = left;
  doc.y = box + 52;

  // Lines and totals.
  const total = (label: string, cents: number, bold = false) => ({
    cells: ['', '', label, money(cents)],
    bold,
    shade: bold,
  });
  await pdfTable(
    doc,
    [
      { header: 'Descripción', width: 6 },
      { header: 'Cant.', width: 1, align: 'right' },
      { header: 'P. unitario', width: 2, align: 'right' },
      { header: 'Importe', width: 2, align: 'right' },
    ],
    [
      ...bill.lines.map((line) => ({
        cells: [
          line.description,
          String(line.quantity),
          money(line.unitPriceCents),
          money(line.totalCents),
        ],
      })),
      total('Subtotal', bill.subtotalCents),
      total(
        `Impuesto (${formatDecimal(bill.taxRatePercent, { grouping: 'auto' })} %)`,
        bill.taxCents,
      ),
      total('Total', bill.totalCents, true),
    ],
  );
  pdfText(doc, bill.amountInWords, { bold: true });
  doc.moveDown(1);

  // How to pay: bank accounts on the left, the QR on the right.
  ensureSpace(doc, qr ? 140 : 60);
  const payTop = doc.y;
  const textWidth = qr ? width - 140 : width;
  if (issuer.bankAccounts.length > 0) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#111827');
    doc.text('Cuentas para el pago', left, payTop, { width: textWidth });
    doc.font('Helvetica').fontSize(9).fillColor('#374151');
    for (const account of issuer.bankAccounts) {
      doc.text(
        `${account.bank} · Cta. ${account.accountNumber} (${account.currency}) · ${account.holder}`,
        { width: textWidth },
      );
    }
  }
  if (qr) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#111827');
    doc.text('Pague con QR', left + width - 120, payTop, { width: 120, align: 'center' });
    drawImage(() => doc.image(qr, left + width - 115, payTop + 14, { fit: [110, 110] }));
  }

  if (bill.status === 'ANNULLED') {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(80).fillColor('#DC2626').opacity(0.25);
    doc.text(billStatusLabel('ANNULLED').toUpperCase(), 0, doc.page.height / 2 - 40, {
      width: doc.page.width,
      align: 'center',
      lineBreak: false,
    });
    doc.restore();
  }
}
