import { BILLING_PDF_TEXTS as T, centsToText, type Bill } from '@taller/shared';
import { drawPdf, ensureSpace, pdfTable, type Pdf } from '../../lib/pdf';
import { drawQr } from '../labels/label-qr';
import { amountInWords } from './amount-in-words';
import type { Issuer } from './billing.tables';

/**
 * What only SIAT knows of a factura, supplied by the siat module when it prints one: the legend
 * drawn from the synced catalogue, where it was issued (municipio, sucursal, punto de venta) and
 * each line's SIN product-service code and unit of measure (in the order of `bill.lines`).
 */
export type FacturaPrint = {
  legend: string;
  municipio: string;
  branch: number;
  pointOfSale: number;
  /** The SIN's numeroFactura; the bill's sequence when left out. */
  invoiceNumber?: number;
  lines: { productCode: string; unit: string }[];
  discountCents?: number;
  giftCardCents?: number;
};

/** A factura whose SIAT facts are missing still prints, with blanks where they go. */
export const EMPTY_FACTURA_PRINT: FacturaPrint = {
  legend: '',
  municipio: '',
  branch: 0,
  pointOfSale: 0,
  lines: [],
};

/** Two decimals, as the SIN prints amounts ('1234,50'). */
const amount = centsToText;

/** 28/11/2026 10:42 in La Paz: the date and time of issue. */
const issuedAt = (iso: string) =>
  new Date(iso).toLocaleString('es-BO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'America/La_Paz',
  });

/** A label in bold and its value after it, on one line (wrapped when long). */
function fact(doc: Pdf, label: string, value: string, x: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(`${label}: `, x, doc.y, { width, continued: true });
  doc.font('Helvetica').text(value, { width });
}

/**
 * A long code without spaces (the CUF) under its label, cut into lines that fit `width`: the
 * text wrapper does not break a word that long, and its end would fall off the page.
 */
function code(doc: Pdf, label: string, value: string, x: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(`${label}:`, x, doc.y, { width });
  doc.font('Helvetica').fontSize(8);
  const lines = [''];
  for (const char of value) {
    const line = lines[lines.length - 1]!;
    if (line && doc.widthOfString(line + char) > width) lines.push(char);
    else lines[lines.length - 1] = line + char;
  }
  doc.text(lines.join('\n'), x, doc.y, { width, lineBreak: false });
  doc.fontSize(9);
}

/**
 * A factura as the SIN requires its graphic representation (Computarizada en Línea, sector
 * Compra-Venta): the issuer (razón social, casa matriz or sucursal, punto de venta, address,
 * phone, municipio) and on the right its NIT, N° FACTURA and CÓD. AUTORIZACIÓN (the CUF,
 * wrapped); the title with '(Con Derecho a Crédito Fiscal)'; the client; the lines with the
 * SIN's product code and unit; the totals the SIN names; the amount in words; the two legends;
 * the verification QR; and the closing line, online or outside the line.
 */
export function renderFacturaPdf(bill: Bill, issuer: Issuer, print: FacturaPrint) {
  const info = {
    title: `${T.facturaTitle} ${bill.number}`,
    author: issuer.businessName,
    footer: `${T.facturaTitle} ${bill.number} · ${issuer.businessName}`,
  };
  return drawPdf(info, (doc) => drawFactura(doc, bill, issuer, print));
}

async function drawFactura(doc: Pdf, bill: Bill, issuer: Issuer, print: FacturaPrint) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = width / 2 - 10;
  const right = left + width / 2 + 10;

  // The issuer on the left, the factura's numbers on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(issuer.businessName, left, top, { width: half });
  doc.font('Helvetica').fontSize(9);
  doc.text(print.branch === 0 ? T.headOffice : `${T.branch} ${print.branch}`, { width: half });
  doc.text(`${T.pointOfSale} ${print.pointOfSale}`, { width: half });
  if (issuer.address) doc.text(issuer.address, { width: half });
  if (issuer.phone) doc.text(`${T.phone} ${issuer.phone}`, { width: half });
  if (print.municipio || issuer.city) doc.text(print.municipio || issuer.city!, { width: half });
  const leftEnd = doc.y;
  doc.y = top;
  fact(doc, T.nit, issuer.taxId, right, half);
  fact(doc, T.facturaNumber, String(print.invoiceNumber ?? bill.sequence), right, half);
  code(doc, T.authorisationCode, bill.cuf ?? '', right, half);
  doc.y = Math.max(doc.y, leftEnd) + 12;

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(T.facturaTitle, left, doc.y, { width, align: 'center' });
  doc.font('Helvetica').fontSize(10).text(T.facturaSubtitle, { width, align: 'center' });
  doc.moveDown(0.8);

  // The client.
  const clientTop = doc.y;
  fact(doc, T.issuedAt, issuedAt(bill.issuedAt), left, half);
  fact(doc, T.clientName, bill.billingName, left, half);
  const clientEnd = doc.y;
  doc.y = clientTop;
  fact(doc, T.clientDocument, bill.billingTaxId, right, half);
  fact(doc, T.clientCode, String(bill.clientId), right, half);
  doc.x = left;
  doc.y = Math.max(doc.y, clientEnd) + 10;

  // Lines and totals, as the SIN names them (amounts in bolivianos with two decimals).
  const discount = print.discountCents ?? 0;
  const giftCard = print.giftCardCents ?? 0;
  const linesTotal = bill.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const toPay = bill.totalCents - giftCard;
  await pdfTable(
    doc,
    [
      { header: T.productCode, width: 2.4 },
      { header: T.quantity, width: 1.9, align: 'right' },
      { header: T.unit, width: 2.3 },
      { header: T.description, width: 3.9 },
      { header: T.unitPrice, width: 2, align: 'right' },
      { header: T.lineDiscount, width: 2.4, align: 'right' },
      { header: T.lineSubtotal, width: 2.1, align: 'right' },
    ],
    [
      ...bill.lines.map((line, i) => ({
        cells: [
          print.lines[i]?.productCode ?? '',
          String(line.quantity),
          print.lines[i]?.unit ?? '',
          line.description,
          amount(line.unitPriceCents),
          amount(0),
          amount(line.totalCents),
        ],
      })),
    ],
  );
  // The totals under the amounts, each label right-aligned before its amount.
  ensureSpace(doc, 6 * 14 + 30);
  for (const [label, cents, bold] of [
    [T.subtotal, linesTotal, false],
    [T.discount, discount, false],
    [T.total, bill.totalCents, false],
    [T.giftCard, giftCard, false],
    [T.toPay, toPay, true],
    [T.taxBase, toPay, true],
  ] as const) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, left, y, { width: width - 90, align: 'right' });
    doc.text(amount(cents), left + width - 80, y, { width: 76, align: 'right' });
    doc.y = y + 13;
  }
  doc.moveDown(0.5);
  // 'Son: … Bolivianos' of what is paid.
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(amountInWords(toPay, bill.currency).replace(/bolivianos$/, 'Bolivianos'), left, doc.y, {
      width,
    });
  doc.moveDown(1);

  // The legends beside the verification QR.
  ensureSpace(doc, 130);
  const qrSize = 110;
  const legendsTop = doc.y;
  const textWidth = width - qrSize - 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(T.legendLaw, left, legendsTop, { width: textWidth, align: 'center' });
  doc.moveDown(0.5);
  if (print.legend)
    doc.font('Helvetica').fontSize(8).text(print.legend, { width: textWidth, align: 'center' });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(bill.offline ? T.legendOffline : T.legendOnline, { width: textWidth, align: 'center' });
  if (bill.qrUrl) drawQr(doc, bill.qrUrl, left + width - qrSize, legendsTop, qrSize);
  doc.y = Math.max(doc.y, legendsTop + qrSize) + 8;

  if (bill.siatState === 'ANULADA' || bill.status === 'ANNULLED') {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(80).fillColor('#DC2626').opacity(0.25);
    doc.text(T.annulled, 0, doc.page.height / 2 - 40, {
      width: doc.page.width,
      align: 'center',
      lineBreak: false,
    });
    doc.restore();
  }
}
