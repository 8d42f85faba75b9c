import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BILL_DOCUMENT_TEXTS,
  BILLING_MESSAGES as M,
  PAYMENT_METHOD_LABELS,
  RECEIPT_TEXTS as T,
  formatMoney,
  type BillDocument,
  type Payment,
} from '@taller/shared';
import { conflict, notFound } from '../../lib/app-error';
import { drawPdf, pdfDate, pdfText, sendPdf, type Pdf } from '../../lib/pdf';
import { amountInWords } from './amount-in-words';
import { findBillRow } from './bill.repository';
import { findInfoRow, issuerOf } from './billing-info.service';
import type { Issuer } from './billing.tables';
import { filtered, loadPayments } from './payment-read';

type Receipt = { payment: Payment; document: BillDocument | null; issuer: Issuer };

/**
 * An approved payment's receipt data; with `clientId`, only that client's (else 404, as a
 * missing one). A payment not approved has no receipt (409).
 */
async function loadReceipt(app: FastifyInstance, id: number, clientId?: number): Promise<Receipt> {
  const row = await filtered(app.db, {
    q: undefined,
    sort: { field: 'createdAt', direction: 'asc' },
    ...(clientId === undefined ? {} : { clientId }),
  })
    .selectAll('payments')
    .where('payments.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.paymentNotFound);
  if (row.status !== 'APPROVED') throw conflict('STATUS_LOCKED', T.notApproved);
  const [payment] = await loadPayments(app.db, [row], clientId === undefined ? 'staff' : 'client');
  const bill = row.billId === null ? undefined : await findBillRow(app.db, row.billId);
  const issuer = await issuerOf(app.db, await findInfoRow(app.db, app.dialect));
  return { payment: payment!, document: bill?.document ?? null, issuer };
}

/**
 * A payment's receipt ('Recibo') as an A4 PDF: who received it (the billing identity), from
 * whom, how much in figures and words, for which order and sale document, when and how.
 */
function renderReceiptPdf(receipt: Receipt) {
  const footer = T.footer(receipt.payment.id, receipt.issuer.businessName);
  return drawPdf({ title: footer, footer }, (doc) => drawReceipt(doc, receipt));
}

function drawReceipt(doc: Pdf, { payment, document, issuer }: Receipt) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827');
  doc.text(T.title, left, top, { width, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor('#4B5563').text(T.notice, { width, align: 'right' });
  doc.fillColor('#111827').fontSize(11).text(T.number(payment.id), { width, align: 'right' });
  doc.y = top;
  pdfText(doc, issuer.businessName, { bold: true });
  pdfText(doc, `NIT: ${issuer.taxId}`, { muted: true });
  const place = [issuer.address, issuer.city].filter(Boolean).join(', ');
  if (place) pdfText(doc, place, { muted: true });
  doc.y = Math.max(doc.y, top + 60);
  doc.moveDown(1);

  const concept = [T.orderPayment(payment.order.number)];
  if (payment.bill && document)
    concept.push(BILL_DOCUMENT_TEXTS.named(document, payment.bill.number));
  const lines: [string, string][] = [
    [T.receivedFrom, payment.order.clientName],
    [T.sum, formatMoney(payment.amountCents)],
    ['', amountInWords(payment.amountCents, 'BOB')],
    [T.concept, concept.join(' · ')],
    [T.paidAt, pdfDate(payment.paidAt)],
    [T.method, PAYMENT_METHOD_LABELS[payment.method]],
  ];
  if (payment.reference) lines.push([T.reference, payment.reference]);
  if (payment.excessCents > 0) lines.push([T.excess, formatMoney(payment.excessCents)]);
  if (payment.decidedBy && payment.decidedAt)
    lines.push([T.approvedBy, `${payment.decidedBy} · ${pdfDate(payment.decidedAt)}`]);
  for (const [label, value] of lines) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(label ? `${label}:` : '', left, y, { width: 130 });
    doc.font('Helvetica').text(value, left + 135, y, { width: width - 135 });
    doc.y = Math.max(doc.y, y + 14) + 4;
  }
}

/** GET of an approved payment's receipt (made on request); with `clientId`, only theirs. */
export async function sendReceiptPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  id: number,
  clientId?: number,
) {
  const receipt = await loadReceipt(app, id, clientId);
  return sendPdf(reply, T.fileName(id), renderReceiptPdf(receipt));
}
