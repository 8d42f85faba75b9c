import { beforeAll, describe, expect, it } from 'vitest';
import { sendProof, setBillingInfo } from './billing-helpers';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { html, pdf, png } from './media-samples';
import { createOrder, orderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`client area: own bills and payment proofs (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api: staff } = ctx;
  let ana: SignedInClient;
  let beto: SignedInClient;
  let anaOrder: { id: number; number: string };
  let betoOrder: { id: number; number: string };
  let anaBill: { id: number; number: string };
  let betoBill: { id: number; number: string };

  const get = (token: string, url: string) =>
    ctx.t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const proof = (
    who: { token: string },
    fields: Record<string, string | number | undefined>,
    file = { name: 'pago.png', content: png(8, 8, [9, 9, 9]), type: 'image/png' },
  ) =>
    sendProof(
      ctx.t,
      who.token,
      { paidAt: '2026-11-20', method: 'TRANSFER', amountCents: 1000, ...fields },
      file,
      '/api/client-area/payments/create',
    );

  beforeAll(async () => {
    const f = await orderFixtures(staff, 'CB');
    await setBillingInfo(staff);
    ana = await signedInClient(ctx.t, staff, 'Ana Pagadora');
    beto = await signedInClient(ctx.t, staff, 'Beto Pagador');
    anaOrder = await createOrder(staff, f, { clientId: ana.client.id });
    betoOrder = await createOrder(staff, f, { clientId: beto.client.id });
    const bill = async (orderId: number) =>
      (await staff('POST', '/api/bill/create', { orderId, kind: 'TOTAL' })).body.data;
    anaBill = await bill(anaOrder.id);
    betoBill = await bill(betoOrder.id);
  });

  it('lists only the caller’s own bills, with paid and owed; the PDF of their own only', async () => {
    const mine = await ana.api('GET', '/api/client-area/bills');
    expect(mine.body.data.items.map((b: { id: number }) => b.id)).toEqual([anaBill.id]);
    expect(mine.body.data.items[0]).toMatchObject({ clientId: ana.client.id, paidCents: 0 });
    const order = (await ana.api('GET', `/api/client-area/orders/${anaOrder.id}`)).body.data;
    expect(order).toMatchObject({ paidCents: 0, owedCents: order.totalCents });

    const pdfRes = await get(ana.token, `/api/client-area/bills/${anaBill.id}/pdf`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const id of [betoBill.id, 999_999]) {
      const res = await get(ana.token, `/api/client-area/bills/${id}/pdf`);
      expect([res.statusCode, res.json().message]).toEqual([
        404,
        'Documento de venta no encontrado',
      ]);
    }
  });

  it('sends a proof for an own order or bill; it waits in the staff queue; others’ ids are 404', async () => {
    const sent = await proof(ana, {
      orderId: anaOrder.id,
      billId: anaBill.id,
      amountCents: 2500,
      reference: 'TRX-ANA',
    });
    expect(okData(sent, 'Comprobante enviado. El taller lo revisará pronto.')).toMatchObject({
      status: 'PENDING',
      amountCents: 2500,
      bill: { number: anaBill.number },
      duplicates: [],
      createdBy: 'Ana Pagadora',
      file: { url: `/api/client-area/payments/${sent.body.data.id}/file` },
    });
    const queue = await staff('GET', '/api/payment?status=PENDING&q=TRX-ANA');
    expect(queue.body.data.items).toMatchObject([
      { id: sent.body.data.id, order: { clientName: 'Ana Pagadora' } },
    ]);
    // Staff hear of it (decision 016's outbox).
    const events = await ctx.t.app.db
      .selectFrom('events')
      .select('kind')
      .where('kind', '=', 'PAYMENT_PROOF_RECEIVED')
      .execute();
    expect(events.length).toBeGreaterThan(0);

    expectRefused(await proof(ana, { orderId: betoOrder.id }), 404, 'Pedido no encontrado');
    expectRefused(
      await proof(ana, { orderId: anaOrder.id, billId: betoBill.id }),
      404,
      'Documento de venta no encontrado',
    );
    const page = failure(
      await proof(
        ana,
        { orderId: anaOrder.id },
        {
          name: 'pago.png',
          content: html(),
          type: 'image/png',
        },
      ),
    );
    expect(page.statusCode).toBe(400);
    const pdfProof = await proof(
      ana,
      { orderId: anaOrder.id },
      {
        name: 'pago.pdf',
        content: pdf('ana'),
        type: 'application/pdf',
      },
    );
    expect(pdfProof.body.data.file).toMatchObject({ fileType: 'PDF', originalName: 'pago.pdf' });
  });

  it('serves a proof’s file only to its client and to staff, never as public media', async () => {
    const sent = (await proof(ana, { orderId: anaOrder.id, reference: 'FILE' })).body.data;
    const own = await get(ana.token, `/api/client-area/payments/${sent.id}/file`);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await get(beto.token, `/api/client-area/payments/${sent.id}/file`);
    expect([other.statusCode, other.json().message]).toEqual([404, 'Comprobante no encontrado']);
    expect((await get(ctx.token, `/api/payment/${sent.id}/file`)).statusCode).toBe(200);
    expect((await get(ana.token, `/api/payment/${sent.id}/file`)).statusCode).toBe(403);
    const media = await ctx.t.app.db
      .selectFrom('payments')
      .innerJoin('media', 'media.id', 'payments.mediaId')
      .select('media.url')
      .where('payments.id', '=', sent.id)
      .executeTakeFirstOrThrow();
    const open = await ctx.t.app.inject({ url: media.url });
    expect(open.statusCode).toBe(404);
    const anonymous = await ctx.t.app.inject({ url: `/api/client-area/payments/${sent.id}/file` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the client sees each proof’s decision: Aprobado, or Rechazado with the reason', async () => {
    const a = (await proof(ana, { orderId: anaOrder.id, amountCents: 500, reference: 'OK-1' })).body
      .data;
    const b = (await proof(ana, { orderId: anaOrder.id, amountCents: 700, reference: 'NO-1' })).body
      .data;
    await staff('POST', `/api/payment/${a.id}/approve`);
    await staff('POST', `/api/payment/${b.id}/reject`, { reason: 'No llegó al banco' });
    const mine = (await ana.api('GET', '/api/client-area/payments?pageSize=50')).body.data.items;
    expect(mine.find((p: { id: number }) => p.id === a.id)).toMatchObject({
      status: 'APPROVED',
    });
    expect(mine.find((p: { id: number }) => p.id === b.id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'No llegó al banco',
    });
    expect(mine.every((p: { order: { id: number } }) => p.order.id === anaOrder.id)).toBe(true);
    expect((await beto.api('GET', '/api/client-area/payments')).body.data.items).toEqual([]);
    expect(
      (await ana.api('GET', `/api/client-area/orders/${anaOrder.id}`)).body.data,
    ).toMatchObject({ paidCents: 500 });
    // The approved one has a 'Recibo' for its client only; the rejected one has none.
    const receipt = (who: { token: string }, id: number) =>
      get(who.token, `/api/client-area/payments/${id}/receipt`);
    const own = await receipt(ana, a.id);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect([(await receipt(beto, a.id)).statusCode, (await receipt(ana, b.id)).statusCode]).toEqual(
      [404, 409],
    );
  });

  it('staff get 403 on the client’s billing calls', async () => {
    for (const url of ['/api/client-area/bills', '/api/client-area/payments']) {
      expect((await staff('GET', url)).statusCode).toBe(403);
    }
    expect((await ana.api('GET', '/api/bill')).statusCode).toBe(403);
    expect((await ana.api('GET', '/api/payment')).statusCode).toBe(403);
  });
});
