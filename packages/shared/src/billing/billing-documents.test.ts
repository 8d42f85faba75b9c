import { describe, expect, it } from 'vitest';
import { EVENT_FIELD_LABELS, EVENT_KIND_LABELS, describeEvent } from '../notifications/event-kinds';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { REPORT_MESSAGES } from '../reports/report-messages';
import { BILL_DOCUMENT_LABELS } from '../siat/siat.schema';
import { BILLING_MESSAGES, BILLING_PDF_TEXTS } from './billing-messages';

/** 'factura' or 'facturas' as a word; 'facturación' (the activity, the mode's name) is allowed. */
const FACTURA = /\bfacturas?\b/i;

/**
 * Every text of a message set; functions are called with a sample value and, where a second
 * argument is a document, a nota de venta's.
 */
const textsOf = (messages: Record<string, unknown>) =>
  Object.entries(messages).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[key, value] as const];
    if (typeof value === 'function')
      return [[key, String(value('F-000001', 'NOTA_DE_VENTA'))] as const];
    return [];
  });

describe('without SIAT no text calls a nota de venta a factura (issue 36)', () => {
  it('no billing message says factura', () => {
    const offending = textsOf(BILLING_MESSAGES).filter(([, text]) => FACTURA.test(text));
    expect(offending).toEqual([]);
  });

  it('the order, report and notification texts about bills and payments neither', () => {
    expect(ORDER_MESSAGES.deleteBilled).not.toMatch(FACTURA);
    expect(REPORT_MESSAGES.billedDefinition).not.toMatch(FACTURA);
    expect(EVENT_KIND_LABELS.BILL_ISSUED).not.toMatch(FACTURA);
    expect(Object.values(EVENT_FIELD_LABELS).filter((l) => FACTURA.test(l))).toEqual([]);
    const fields = { billNumber: 'F-000001', amount: 'Bs 10,00', clientName: 'Colegio Sol' };
    for (const audience of ['staff', 'client'] as const) {
      for (const kind of [
        'PAYMENT_APPROVED',
        'PAYMENT_REJECTED',
        'PAYMENT_PROOF_RECEIVED',
      ] as const)
        expect(Object.values(describeEvent(kind, fields, audience)).join(' ')).not.toMatch(FACTURA);
      const nota = describeEvent('BILL_ISSUED', { ...fields, document: 'Nota de venta' }, audience);
      expect(nota.title).toBe('Nota de venta emitida');
      expect(`${nota.title} ${nota.body}`).not.toMatch(FACTURA);
      // An event without a document (emitted before issue 36) is no factura either.
      expect(Object.values(describeEvent('BILL_ISSUED', fields, audience)).join(' ')).not.toMatch(
        FACTURA,
      );
    }
  });

  it("a nota de venta's PDF words never say factura; a factura's do", () => {
    for (const key of ['notaTitle', 'notaNotice'] as const)
      expect(BILLING_PDF_TEXTS[key]).not.toMatch(FACTURA);
    expect(BILLING_PDF_TEXTS.notaFooter('F-000001', 'Confecciones')).not.toMatch(FACTURA);
    expect(BILLING_PDF_TEXTS.facturaTitle).toBe('FACTURA');
  });

  it('names a factura a factura, only when it is one', () => {
    expect(BILLING_MESSAGES.billCreated('F-000001')).toBe('Nota de venta F-000001 emitida');
    expect(BILLING_MESSAGES.billCreated('F-000002', 'FACTURA')).toBe('Factura F-000002 emitida');
    expect(BILLING_MESSAGES.alreadyAnnulled('F-000003', 'FACTURA')).toBe(
      'La factura F-000003 ya está anulada',
    );
    const factura = describeEvent(
      'BILL_ISSUED',
      { billNumber: '7', amount: 'Bs 1,00', document: BILL_DOCUMENT_LABELS.FACTURA },
      'client',
    );
    expect(factura.title).toBe('Factura emitida');
  });
});
