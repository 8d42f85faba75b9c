import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@taller/shared';
import { billingInfoBody, sendProof, setBillingInfo } from './billing-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, okData, signedInCaller } from './people-helpers';
import { loginAs } from './auth-helpers';
import { pdfText, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

/** 'factura' or 'facturas' as a word; 'facturación' (the activity, the mode's name) is allowed. */
const FACTURA = /\bfacturas?\b/i;

const dir = mkdtempSync(path.join(tmpdir(), 'taller-documents-'));
afterAll(() => {
  // DOCUMENTS_PDF_DIR=… keeps the PDFs to look at.
  if (process.env.DOCUMENTS_PDF_DIR)
    cpSync(dir, process.env.DOCUMENTS_PDF_DIR, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});

/** A PDF's text as pdftotext reads it. */
function textOf(pdf: Buffer, name: string) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return pdfText(file);
}

describe(`Datos de facturación: the billing mode (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it("is 'NONE' until set; it is saved, read back and kept in the history; left out, it stays", async () => {
    expect((await api('GET', '/api/info-bill')).body.data.billingMode).toBe('NONE');
    const saved = await setBillingInfo(api, { billingMode: 'SIAT_COMPUTARIZADA' });
    expect(saved).toMatchObject({ billingMode: 'SIAT_COMPUTARIZADA' });
    expect((await api('GET', '/api/info-bill')).body.data.billingMode).toBe('SIAT_COMPUTARIZADA');
    // An older client that knows nothing of the mode does not switch it off.
    const again = await setBillingInfo(api, { footer: 'Otra leyenda' });
    expect(again.billingMode).toBe('SIAT_COMPUTARIZADA');
    const back = await setBillingInfo(api, { billingMode: 'NONE', footer: 'Otra leyenda' });
    expect(back.billingMode).toBe('NONE');
    expect(back.history[0].changes).toEqual(['Modo de facturación']);
    expectRefused(
      await api(
        'PUT',
        '/api/info-bill',
        billingInfoBody({ version: back.version, billingMode: 'X' }),
      ),
      400,
      "El modo de facturación debe ser 'NONE' o 'SIAT_COMPUTARIZADA'",
    );
  });

  it('is changed by managers as the rest of the form; a PRODUCER reads it only', async () => {
    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER')).token);
    expect((await producer('GET', '/api/info-bill')).body.data.billingMode).toBeDefined();
    const version = (await api('GET', '/api/info-bill')).body.data.version;
    expectRefused(
      await producer(
        'PUT',
        '/api/info-bill',
        billingInfoBody({ version, billingMode: 'SIAT_COMPUTARIZADA' }),
      ),
      403,
      'Acceso denegado para realizar esta acción',
    );
    const admin = caller(ctx.t, (await loginAs(ctx.t, 'ADMINISTRADOR')).token);
    const res = await admin(
      'PUT',
      '/api/info-bill',
      billingInfoBody({ version, billingMode: 'NONE' }),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe(`without SIAT a bill is a nota de venta, never a factura (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'ND');
    await setBillingInfo(api);
  });
  const issue = async (quantity = 2) => {
    const order = await createOrder(api, f, { items: [{ productId: f.birrete.id, quantity }] });
    const res = await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' });
    return { order, res, bill: res.body.data as Bill };
  };

  it('issues a NOTA_DE_VENTA with no SIAT field; its PDF, CSV and messages never say factura', async () => {
    const { order, res, bill } = await issue();
    expect(res.body.message).toBe(`Nota de venta ${bill.number} emitida`);
    expect(bill).toMatchObject({
      document: 'NOTA_DE_VENTA',
      cuf: null,
      siatState: null,
      siatMessages: [],
      qrUrl: null,
      offline: false,
    });

    const pdf = await ctx.t.app.inject({
      url: `/api/bill/${bill.id}/pdf`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(pdf.headers['content-disposition']).toContain(`nota-de-venta-${bill.number}.pdf`);
    expect(pdf.headers['content-disposition']).not.toMatch(/factura/i);
    if (!skipWithoutPoppler) {
      const text = textOf(pdf.rawPayload, `nota-${testDialect}`);
      expect(text).toContain('NOTA DE VENTA');
      expect(text).toContain('Documento sin valor fiscal');
      expect(text).not.toMatch(FACTURA);
    }

    const csv = await api('GET', `/api/bill/export.csv?orderId=${order.id}`);
    expect(csv.headers['content-disposition']).not.toMatch(/factura/i);
    expect(csv.text).toContain(`Nota de venta;${bill.number};`);
    expect(csv.text).not.toMatch(FACTURA);
    const payments = await api('GET', `/api/payment/export.csv?orderId=${order.id}`);
    expect(payments.text).not.toMatch(FACTURA);

    // Every refusal about it speaks of a documento de venta or a nota de venta.
    const refusals = [
      await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' }),
      await api('POST', '/api/bill/create', { orderId: order.id, kind: 'BALANCE' }),
      await api('GET', '/api/bill/999999'),
      await api('GET', '/api/bill?document=RECIBO'),
    ];
    const annulled = await api('POST', `/api/bill/${bill.id}/annul`, { reason: 'Error' });
    expect(annulled.body.message).toBe(`Nota de venta ${bill.number} anulada`);
    refusals.push(await api('POST', `/api/bill/${bill.id}/annul`, { reason: 'Otra vez' }));
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 409, 404, 400, 409]);
    expect(refusals.map((r) => r.body.message)).toEqual([
      'El pedido ya tiene documentos de venta: emita un anticipo o el saldo',
      'El pedido ya está facturado por completo',
      'Documento de venta no encontrado',
      'El tipo de documento de venta no es válido',
      `La nota de venta ${bill.number} ya está anulada`,
    ]);
    for (const r of refusals) expect(JSON.stringify(r.body)).not.toMatch(FACTURA);
  });

  it("prints an approved payment's 'Recibo', naming the nota de venta it paid, never a factura", async () => {
    const { order, bill } = await issue();
    const sent = await sendProof(ctx.t, ctx.token, {
      orderId: order.id,
      billId: bill.id,
      amountCents: 2000,
      paidAt: '2026-11-20',
      method: 'TRANSFER',
      reference: 'TRX-77',
    });
    const id = sent.body.data.id as number;
    const receipt = () =>
      ctx.t.app.inject({
        url: `/api/payment/${id}/receipt`,
        headers: { authorization: `Bearer ${ctx.token}` },
      });
    const pending = await receipt();
    expect([pending.statusCode, pending.json().message]).toEqual([
      409,
      'Solo un pago aprobado tiene recibo',
    ]);
    okData(await api('POST', `/api/payment/${id}/approve`), 'Pago aprobado');
    const res = await receipt();
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `recibo-${String(id).padStart(6, '0')}.pdf`,
    );
    if (!skipWithoutPoppler) {
      const text = textOf(res.rawPayload, `recibo-${testDialect}`);
      for (const expected of [
        'RECIBO',
        'no tiene valor fiscal',
        'Recibimos de:',
        'Bs 20,00',
        'Son: Veinte 00/100 bolivianos',
        `Pago del pedido ${order.number} · Nota de venta ${bill.number}`,
        'TRX-77',
      ])
        expect(text).toContain(expected);
      expect(text).not.toMatch(FACTURA);
    }
    const missing = await ctx.t.app.inject({
      url: '/api/payment/999999/receipt',
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'Comprobante no encontrado',
    ]);
  });

  it('switching to SIAT and back rewrites nothing issued: numbers and documents stay', async () => {
    const { bill: first } = await issue();
    for (const billingMode of ['SIAT_COMPUTARIZADA', 'NONE']) {
      const { version, nextNumber } = (await api('GET', '/api/info-bill')).body.data;
      const body = billingInfoBody({ version, nextNumber, billingMode });
      okData(await api('PUT', '/api/info-bill', body), 'Datos de facturación guardados');
      const again = (await api('GET', `/api/bill/${first.id}`)).body.data as Bill;
      expect([again.number, again.sequence, again.document]).toEqual([
        first.number,
        first.sequence,
        'NOTA_DE_VENTA',
      ]);
    }
    const { bill: next } = await issue();
    expect([next.document, next.sequence]).toEqual(['NOTA_DE_VENTA', first.sequence + 1]);
  });

  it('lists by document: both kinds side by side once facturas exist', async () => {
    const { bill: nota } = await issue();
    const { bill: other } = await issue();
    // A factura as the siat module leaves it (this lane issues none through SIAT).
    await ctx.t.app.db
      .updateTable('bills')
      .set({ document: 'FACTURA' })
      .where('id', '=', other.id)
      .execute();
    const numbers = async (query: string) =>
      ((await api('GET', `/api/bill?${query}`)).body.data.items as Bill[]).map((b) => b.number);
    expect(await numbers(`document=FACTURA&q=${other.number}`)).toEqual([other.number]);
    expect(await numbers(`document=NOTA_DE_VENTA&q=${other.number}`)).toEqual([]);
    expect(await numbers(`document=NOTA_DE_VENTA&q=${nota.number}`)).toEqual([nota.number]);
    const csv = await api('GET', `/api/bill/export.csv?q=${other.number}`);
    expect(csv.text).toContain(`Factura;${other.number};`);
  });
});
