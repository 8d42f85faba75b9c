import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBillNumber, formatMoney } from '@taller/shared';
import { loginAs } from './auth-helpers';
import { billingInfoBody, sendProof, setBillingInfo, uploadImage } from './billing-helpers';
import { countMediaRows } from './media-helpers';
import { html, pdf, png } from './media-samples';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { pdfText, pdfToPng } from './poppler';
import { testDialect } from './test-app';

describe(`billing identity not saved yet (${testDialect})`, () => {
  // An app of its own, whose identity no test saves.
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;

  it('refuses to issue a bill before the billing identity is saved', async () => {
    const f = await orderFixtures(api, 'BI');
    const order = await createOrder(api, f);
    expectRefused(
      await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' }),
      409,
      'Complete los datos de facturación (razón social y NIT) antes de emitir documentos de venta',
    );
  });

  it('lets a PRODUCER read the billing identity but not change it', async () => {
    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER')).token);
    expect((await producer('GET', '/api/info-bill')).body.data).toMatchObject({
      version: 0,
      isComplete: false,
      taxRatePercent: 13,
      pricesIncludeTax: true,
      currency: 'BOB',
      seriesPrefix: 'F',
      nextNumber: 1,
    });
    expectRefused(
      await producer('PUT', '/api/info-bill', billingInfoBody()),
      403,
      'Acceso denegado para realizar esta acción',
    );
  });
});

describe(`billing identity: first save (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;

  it('saves the identity with a logo and keeps who changed what as history; a stale version is a 409', async () => {
    const logo = await uploadImage(ctx.t, ctx.token);
    const saved = await setBillingInfo(api, { logoMediaId: logo });
    expect(saved).toMatchObject({
      version: 1,
      isComplete: true,
      businessName: 'Confecciones Andinas SRL',
      logo: { id: logo },
      phone: '+59171234567',
      history: [
        { by: 'Ana Administradora', changes: expect.arrayContaining(['Razón social', 'Logo']) },
      ],
    });
    const again = await api(
      'PUT',
      '/api/info-bill',
      billingInfoBody({ version: 1, logoMediaId: logo, footer: 'Otra leyenda' }),
    );
    expect(again.body.data.history[0].changes).toEqual(['Leyenda']);
    expect(
      failure(await api('PUT', '/api/info-bill', billingInfoBody({ version: 1 }))),
    ).toMatchObject({ statusCode: 409 });
    // A video or an unknown id is no logo.
    expectRefused(
      await api('PUT', '/api/info-bill', billingInfoBody({ version: 2, logoMediaId: 999999 })),
      400,
      'El logo debe ser una imagen PNG o JPG subida y no usada en otro registro',
    );
  });
});

describe(`billing: bills and payment proofs (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;
  let f: OrderFixtures;
  // Every test here issues bills: the identity is saved once, before any of them runs.
  beforeAll(async () => {
    f = await orderFixtures(api, 'B');
    await setBillingInfo(api);
  });
  const newOrder = (quantity = 3) =>
    createOrder(api, f, { items: [{ productId: f.birrete.id, quantity }] });

  it('gives 20 bills issued at once 20 consecutive numbers, with no gap and no duplicate', async () => {
    const order = await newOrder(40); // 40 × 25,50 = 1 020,00
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/api/bill/create', { orderId: order.id, kind: 'ADVANCE', amountCents: 1000 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Whatever bills came before: 20 numbers in a row, each once.
    const sequences = answers.map((a) => a.body.data.sequence as number).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(answers.map((a) => a.body.data.number as string).sort()).toEqual(
      sequences.map((n) => formatBillNumber('F', n)),
    );
    const after = await api('GET', `/api/order/${order.id}`);
    expect(after.body.data).toMatchObject({
      totalCents: 102000,
      billedCents: 20000,
      paidCents: 0,
      owedCents: 102000,
    });
  });

  it('annuls a bill with a reason: it keeps its number, the next bill takes the next one, nothing is deleted', async () => {
    const order = await newOrder();
    const bill = (await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' })).body
      .data;
    expect(bill).toMatchObject({
      number: formatBillNumber('F', bill.sequence),
      status: 'ISSUED',
      totalCents: 7650,
      taxCents: 880,
      subtotalCents: 6770,
    });
    expect(bill.lines).toEqual([
      { description: 'Birrete B (BIR-B)', quantity: 3, unitPriceCents: 2550, totalCents: 7650 },
    ]);
    expect(bill.amountInWords).toBe('Son: Setenta y seis 50/100 bolivianos');
    expectRefused(
      await api('POST', `/api/bill/${bill.id}/annul`, { reason: '  ' }),
      400,
      'El motivo de la anulación es requerido',
    );
    const annulled = await api('POST', `/api/bill/${bill.id}/annul`, { reason: 'NIT equivocado' });
    expect(annulled.body).toMatchObject({
      message: `Nota de venta ${bill.number} anulada`,
      data: { number: bill.number, status: 'ANNULLED', annulReason: 'NIT equivocado' },
    });
    expect(
      failure(await api('POST', `/api/bill/${bill.id}/annul`, { reason: 'otra vez' })),
    ).toMatchObject({ statusCode: 409 });
    // The correction is a new bill with the next number; the order counts only it.
    const fixed = await api('POST', '/api/bill/create', {
      orderId: order.id,
      kind: 'TOTAL',
      billingTaxId: '99887766',
    });
    const next = formatBillNumber('F', bill.sequence + 1);
    expect(fixed.body.data).toMatchObject({ number: next, billingTaxId: '99887766' });
    expect((await api('GET', `/api/order/${order.id}`)).body.data.billedCents).toBe(7650);
    const list = await api('GET', `/api/bill?orderId=${order.id}&sort=number`);
    expect(
      list.body.data.items.map((b: { number: string; status: string }) => [b.number, b.status]),
    ).toEqual([
      [bill.number, 'ANNULLED'],
      [next, 'ISSUED'],
    ]);
    expect(list.body.data.totals).toEqual({ count: 2, totalCents: 7650, paidCents: 0 });
    // The series' next number can no longer be set.
    const info = (await api('GET', '/api/info-bill')).body.data;
    expect(info).toMatchObject({ nextNumber: bill.sequence + 2, isSeriesStarted: true });
    expectRefused(
      await api('PUT', '/api/info-bill', billingInfoBody({ version: info.version, nextNumber: 5 })),
      409,
      `La serie F ya tiene documentos emitidos: su próximo número es ${bill.sequence + 2} y no se puede cambiar`,
    );
  });

  it('keeps an order with a live bill from the trash; once the bill is annulled it may go', async () => {
    const order = await newOrder();
    const bill = (await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' })).body
      .data;
    expectRefused(
      await api('DELETE', `/api/order/delete/${order.id}`),
      409,
      'No se puede eliminar un pedido con documentos de venta vigentes o pagos aprobados',
    );
    await api('POST', `/api/bill/${bill.id}/annul`, { reason: 'Pedido anulado por el cliente' });
    expect((await api('DELETE', `/api/order/delete/${order.id}`)).statusCode).toBe(200);
  });

  it('refuses advances beyond what is left to bill, and a second whole-order bill', async () => {
    const order = await newOrder(); // 76,50
    expectRefused(
      await api('POST', '/api/bill/create', { orderId: order.id, kind: 'ADVANCE' }),
      400,
      'El monto del anticipo es requerido',
    );
    expectRefused(
      await api('POST', '/api/bill/create', {
        orderId: order.id,
        kind: 'ADVANCE',
        amountCents: 7651,
      }),
      400,
      `El monto no puede superar lo que falta facturar (${formatMoney(7650)})`,
    );
    await api('POST', '/api/bill/create', {
      orderId: order.id,
      kind: 'ADVANCE',
      amountCents: 5000,
    });
    expect(
      failure(await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' })),
    ).toMatchObject({ statusCode: 409 });
    const balance = await api('POST', '/api/bill/create', { orderId: order.id, kind: 'BALANCE' });
    expect(balance.body.data).toMatchObject({ kind: 'BALANCE', totalCents: 2650 });
    expectRefused(
      await api('POST', '/api/bill/create', { orderId: order.id, kind: 'BALANCE' }),
      409,
      'El pedido ya está facturado por completo',
    );
  });

  it('approves partial payments: bill and order balances follow; a second decision is a 409; reject needs a reason', async () => {
    const order = await newOrder(4); // 102,00
    const bill = (
      await api('POST', '/api/bill/create', {
        orderId: order.id,
        kind: 'ADVANCE',
        amountCents: 6000,
      })
    ).body.data;
    const proof = (fields: object, file?: Parameters<typeof sendProof>[3]) =>
      sendProof(
        ctx.t,
        ctx.token,
        { orderId: order.id, billId: bill.id, paidAt: '2026-11-20', method: 'TRANSFER', ...fields },
        file,
      );
    /** The bill's and its order's figures now. */
    const expectBalances = async (billFigures: object, orderFigures: object) => {
      expect((await api('GET', `/api/bill/${bill.id}`)).body.data).toMatchObject(billFigures);
      expect((await api('GET', `/api/order/${order.id}`)).body.data).toMatchObject(orderFigures);
    };
    const first = await proof(
      { amountCents: 2500, reference: 'TRX-001' },
      { name: 'a.png', content: png(8, 8, [1, 2, 3]), type: 'image/png' },
    );
    expect(okData(first, 'Comprobante registrado')).toMatchObject({
      status: 'PENDING',
      amountCents: 2500,
      duplicates: [],
      bill: { number: bill.number },
    });
    expect(first.body.data.file.url).toBe(`/api/payment/${first.body.data.id}/file`);

    const approved = await api('POST', `/api/payment/${first.body.data.id}/approve`);
    expect(approved.body).toMatchObject({
      message: 'Pago aprobado',
      data: { status: 'APPROVED', decidedBy: 'Ana Administradora' },
    });
    await expectBalances(
      { status: 'PARTIALLY_PAID', paidCents: 2500, owedCents: 3500 },
      { billedCents: 6000, paidCents: 2500, owedCents: 7700 },
    );

    expectRefused(
      await api('POST', `/api/payment/${first.body.data.id}/approve`),
      409,
      'El comprobante ya fue revisado (Aprobado)',
    );
    expect(
      failure(
        await api('POST', `/api/payment/${first.body.data.id}/reject`, { reason: 'No llegó' }),
      ),
    ).toMatchObject({ statusCode: 409 });

    const second = await proof(
      { amountCents: 3500, method: 'QR' },
      { name: 'b.pdf', content: pdf('b'), type: 'application/pdf' },
    );
    expectRefused(
      await api('POST', `/api/payment/${second.body.data.id}/reject`, {}),
      400,
      'El motivo del rechazo es requerido',
    );
    const rejected = await api('POST', `/api/payment/${second.body.data.id}/reject`, {
      reason: 'No figura en el banco',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No figura en el banco',
    });
    expectRefused(
      await api('POST', `/api/payment/${second.body.data.id}/approve`),
      409,
      'El comprobante ya fue revisado (Rechazado)',
    );
    expect((await api('GET', `/api/bill/${bill.id}`)).body.data.status).toBe('PARTIALLY_PAID');

    // Two approvals at once of one proof: exactly one counts.
    const third = await proof(
      { amountCents: 3500 },
      { name: 'c.png', content: png(8, 8, [9, 9, 9]), type: 'image/png' },
    );
    const both = await Promise.all(
      [1, 2].map(() => api('POST', `/api/payment/${third.body.data.id}/approve`)),
    );
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await expectBalances(
      { status: 'PAID', paidCents: 6000, owedCents: 0 },
      { paidCents: 6000, owedCents: 4200 },
    );

    const pending = await api('GET', `/api/payment?orderId=${order.id}&status=REJECTED&method=QR`);
    expect(pending.body.data.items.map((p: { id: number }) => p.id)).toEqual([second.body.data.id]);
    const csv = await api('GET', `/api/payment/export.csv?orderId=${order.id}&status=REJECTED`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain('No figura en el banco');
  });

  it('flags a file sent before as a possible duplicate', async () => {
    const order = await newOrder();
    const file = { name: 'igual.png', content: png(9, 9, [5, 5, 5]), type: 'image/png' };
    const fields = {
      orderId: order.id,
      amountCents: 1000,
      paidAt: '2026-11-21',
      method: 'DEPOSIT',
    };
    const a = await sendProof(ctx.t, ctx.token, fields, file);
    const b = await sendProof(ctx.t, ctx.token, fields, { ...file, name: 'otro-nombre.png' });
    expect(a.body.data.duplicates).toEqual([]);
    expect(b.body.data.duplicates).toEqual([{ id: a.body.data.id, orderNumber: order.number }]);
  });

  it('refuses a forged file, a video, a missing file and bad fields, leaving nothing behind', async () => {
    const order = await newOrder();
    const fields = {
      orderId: order.id,
      amountCents: 1000,
      paidAt: '2026-11-21',
      method: 'TRANSFER',
    };
    const before = await countMediaRows(ctx.t);
    const forged = await sendProof(ctx.t, ctx.token, fields, {
      name: 'recibo.png',
      content: html(),
      type: 'image/png',
    });
    expect(forged).toEqual({
      statusCode: 400,
      body: {
        status: 400,
        message: 'Tipo de archivo no permitido: recibo.png',
        data: null,
        code: 'FILE_TYPE_NOT_ALLOWED',
      },
    });
    const bad = await sendProof(ctx.t, ctx.token, { ...fields, method: 'CHEQUE' });
    expect(bad.body.message).toBe("El método debe ser 'TRANSFER', 'QR', 'DEPOSIT' o 'CASH'");
    const noOrder = await sendProof(ctx.t, ctx.token, { ...fields, orderId: 999999 });
    expect(noOrder.body).toMatchObject({
      status: 400,
      message: 'El pedido no existe o fue eliminado',
    });
    const form = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/payment/create',
      headers: { authorization: `Bearer ${ctx.token}` },
      payload: fields,
    });
    expect(form.json()).toMatchObject({
      status: 400,
      message: 'El comprobante se envía como multipart/form-data',
    });
    expect(await countMediaRows(ctx.t)).toBe(before);
  });

  it('prints the bill as a PDF: identity, client, lines, total in words (looked at as an image)', async () => {
    const logo = await uploadImage(ctx.t, ctx.token);
    const qr = await uploadImage(ctx.t, ctx.token, [0, 0, 0]);
    const info = (await api('GET', '/api/info-bill')).body.data;
    await setBillingInfo(api, { nextNumber: info.nextNumber, logoMediaId: logo, qrMediaId: qr });
    const order = await newOrder(2);
    const bill = (await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' })).body
      .data;
    const res = await ctx.t.app.inject({
      url: `/api/bill/${bill.id}/pdf`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`nota-de-venta-${bill.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'taller-bill-'));
    try {
      const file = path.join(dir, 'nota.pdf');
      writeFileSync(file, res.rawPayload);
      const text = pdfText(file);
      for (const expected of [
        'NOTA DE VENTA',
        'Documento sin valor fiscal',
        bill.number,
        'Confecciones Andinas SRL',
        'NIT: 1020304050',
        'Cliente B',
        'Birrete B (BIR-B)',
        'Bs 51,00',
        'Son: Cincuenta y uno 00/100 bolivianos',
        'Banco Unión',
        'Gracias por su preferencia',
      ]) {
        expect(text).toContain(expected);
      }
      // Without SIAT it is a nota de venta: nothing on it calls it a factura (issue 36).
      expect(text).not.toMatch(/\bfacturas?\b/i);
      // Rendered to an image as a person would see it (the journey saves one to look at).
      const image = path.join(dir, 'nota');
      pdfToPng(file, image);
      expect(readFileSync(`${image}.png`).subarray(1, 4).toString()).toBe('PNG');
      // BILL_PNG_DIR=… keeps the image to look at.
      const keep = process.env.BILL_PNG_DIR;
      if (keep) copyFileSync(`${image}.png`, path.join(keep, `nota-de-venta-${testDialect}.png`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expectRefused(await api('GET', '/api/bill/999999'), 404, 'Documento de venta no encontrado');
  });

  it('lists bills searched by number, order and NIT, filtered by status and dates, and exports them', async () => {
    const order = await newOrder();
    const issue = async (extra: object = {}) =>
      (await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL', ...extra })).body
        .data as { id: number; number: string };
    const wrong = await issue({ billingTaxId: '55443322' });
    await api('POST', `/api/bill/${wrong.id}/annul`, { reason: 'NIT de otra empresa' });
    const right = await issue();

    const byNumber = await api('GET', `/api/bill?q=${right.number}`);
    expect(byNumber.body.data.items.map((b: { number: string }) => b.number)).toEqual([
      right.number,
    ]);
    const byTaxId = await api('GET', '/api/bill?q=55443322');
    expect(byTaxId.body.data.items.map((b: { number: string }) => b.number)).toEqual([
      wrong.number,
    ]);
    const annulled = await api('GET', `/api/bill?status=ANNULLED&orderId=${order.id}`);
    expect(annulled.body.data.items.map((b: { number: string }) => b.number)).toEqual([
      wrong.number,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await api('GET', `/api/bill?from=${today}&to=${today}&q=${order.number}`)).body.data.total,
    ).toBe(2);
    expect(
      (await api('GET', `/api/bill?from=2000-01-01&to=2000-01-02&q=${order.number}`)).body.data
        .total,
    ).toBe(0);
    const csv = await api('GET', `/api/bill/export.csv?status=ANNULLED&orderId=${order.id}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`${wrong.number};`);
    expect(csv.text).toContain('NIT de otra empresa');
    expect(csv.text).not.toContain(`${right.number};`);
  });
});

describe(`billing identity: two first saves at once (${testDialect})`, () => {
  const { api } = signedInCaller('DIRECTOR', 'Dora Directora');
  it('takes one; the other is told the identity changed meanwhile (409), never a 500', async () => {
    const [a, b] = await Promise.all([
      api('PUT', '/api/info-bill', billingInfoBody({ businessName: 'Primera SRL' })),
      api('PUT', '/api/info-bill', billingInfoBody({ businessName: 'Segunda SRL' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const info = (await api('GET', '/api/info-bill')).body.data;
    expect(info.version).toBe(1);
    expect(info.history).toHaveLength(1);
  });
});
