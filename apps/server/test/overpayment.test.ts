import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@taller/shared';
import { sendProof, setBillingInfo, type ProofFields } from './billing-helpers';
import { signedInClient } from './client-area-helpers';
import { countMediaRows } from './media-helpers';
import { png } from './media-samples';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, okData, signedInCaller, type Answer } from './people-helpers';
import { testDialect } from './test-app';

/** A refusal with its stable code as well as its status and Spanish message. */
function expectCode(answer: Pick<Answer, 'statusCode' | 'body'>, status: number, code: string) {
  expect([answer.statusCode, (answer.body as { code?: string }).code]).toEqual([status, code]);
}

let fileSeed = 0;
/** A proof's PNG whose content no other proof has (no 'Posible duplicado' in the way). */
const freshFile = () => ({
  name: 'pago.png',
  content: png(8, 8, [fileSeed++ % 256, 40, 90]),
  type: 'image/png',
});

describe(`payments never pay more than is owed (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'OV');
    await setBillingInfo(api);
  });
  const proof = (fields: ProofFields, url?: string, token = ctx.token) =>
    sendProof(
      ctx.t,
      token,
      { paidAt: '2026-11-20', method: 'TRANSFER', ...fields },
      freshFile(),
      url,
    );
  /** An order of 4 × 25,50 = 102,00 with an advance bill of 60,00. */
  const orderWithAdvance = async (clientId = f.client.id) => {
    const order = await createOrder(api, f, {
      clientId,
      items: [{ productId: f.birrete.id, quantity: 4 }],
    });
    const bill = (
      await api('POST', '/api/bill/create', {
        orderId: order.id,
        kind: 'ADVANCE',
        amountCents: 6000,
      })
    ).body.data;
    return { order, bill };
  };

  it('refuses a proof for more than its bill (or its order) still owes, naming what is owed, from staff and from the client area', async () => {
    const client = await signedInClient(ctx.t, api, 'Olga Pagadora');
    const { order, bill } = await orderWithAdvance(client.client.id);
    const mediaBefore = await countMediaRows(ctx.t);

    const overBill = await proof({ orderId: order.id, billId: bill.id, amountCents: 6001 });
    expectRefused(
      overBill,
      400,
      `El monto no puede superar lo que falta pagar (${formatMoney(6000)})`,
    );
    expectCode(overBill, 400, 'AMOUNT_OVER_OWED');
    const overOrder = await proof(
      { orderId: order.id, amountCents: 10201 },
      '/api/client-area/payments/create',
      client.token,
    );
    expectRefused(
      overOrder,
      400,
      `El monto no puede superar lo que falta pagar (${formatMoney(10200)})`,
    );
    expect(await countMediaRows(ctx.t)).toBe(mediaBefore);

    // What was approved is no longer owed: the bill then owes 35,00.
    const first = await proof({ orderId: order.id, billId: bill.id, amountCents: 2500 });
    await api('POST', `/api/payment/${first.body.data.id}/approve`);
    expectRefused(
      await proof(
        { orderId: order.id, billId: bill.id, amountCents: 3501 },
        '/api/client-area/payments/create',
        client.token,
      ),
      400,
      `El monto no puede superar lo que falta pagar (${formatMoney(3500)})`,
    );
    const exact = await proof({ orderId: order.id, billId: bill.id, amountCents: 3500 });
    expect(okData(exact, 'Comprobante registrado')).toMatchObject({ amountCents: 3500 });
  });

  it('re-checks on approval: of two proofs that fit alone but not together, the second is a 409 until staff record the excess with a reason', async () => {
    const client = await signedInClient(ctx.t, api, 'Pablo Pagador');
    const { order, bill } = await orderWithAdvance(client.client.id);
    const period = 'from=2026-11-20&to=2026-11-20';
    const collected = async () =>
      (await api('GET', `/api/report/summary?${period}`)).body.data.collectedCents as number;
    const collectedBefore = await collected();

    const a = (await proof({ orderId: order.id, billId: bill.id, amountCents: 4000 })).body.data;
    const b = (await proof({ orderId: order.id, billId: bill.id, amountCents: 4000 })).body.data;
    expect((await api('POST', `/api/payment/${a.id}/approve`)).statusCode).toBe(200);

    const refused = await api('POST', `/api/payment/${b.id}/approve`);
    expectRefused(
      refused,
      409,
      `El pago supera en ${formatMoney(2000)} lo que falta pagar (${formatMoney(2000)}). Si el cliente pagó de más, regístrelo como pago en exceso con un motivo.`,
    );
    expect(refused.body).toMatchObject({
      code: 'OVERPAYMENT',
      data: { owedCents: 2000, excessCents: 2000 },
    });
    expect((await api('GET', `/api/bill/${bill.id}`)).body.data).toMatchObject({
      paidCents: 4000,
      creditCents: 0,
      payments: expect.arrayContaining([expect.objectContaining({ id: b.id, status: 'PENDING' })]),
    });

    expectRefused(
      await api('POST', `/api/payment/${b.id}/approve-overpayment`, { reason: '  ' }),
      400,
      'El motivo del pago en exceso es requerido',
    );
    const overpaid = await api('POST', `/api/payment/${b.id}/approve-overpayment`, {
      reason: 'El cliente transfirió dos veces',
    });
    expect(
      okData(overpaid, `Pago aprobado: ${formatMoney(2000)} quedan como saldo a favor del cliente`),
    ).toMatchObject({
      status: 'APPROVED',
      amountCents: 4000,
      excessCents: 2000,
      overpaymentReason: 'El cliente transfirió dos veces',
    });
    // The bill is paid exactly; the excess is the client's credit, never the bill's paid amount.
    expect((await api('GET', `/api/bill/${bill.id}`)).body.data).toMatchObject({
      status: 'PAID',
      totalCents: 6000,
      paidCents: 6000,
      owedCents: 0,
      creditCents: 2000,
    });
    expect((await api('GET', `/api/order/${order.id}`)).body.data).toMatchObject({
      paidCents: 6000,
      owedCents: 4200,
      creditCents: 2000,
    });
    // The client sees it as 'Saldo a favor' on their order and bill.
    expect(
      (await client.api('GET', `/api/client-area/orders/${order.id}`)).body.data,
    ).toMatchObject({ creditCents: 2000 });
    const ownBills = (await client.api('GET', '/api/client-area/bills')).body.data.items;
    expect(ownBills).toMatchObject([{ id: bill.id, creditCents: 2000 }]);
    // The reports count what paid the bill, not the excess.
    expect((await collected()) - collectedBefore).toBe(8000 - 2000);
    const csv = await api('GET', `/api/payment/export.csv?orderId=${order.id}&status=APPROVED`);
    expect(csv.text).toContain('El cliente transfirió dos veces');
  });

  it('a reason on a proof that fits records no excess', async () => {
    const { order, bill } = await orderWithAdvance();
    const p = (await proof({ orderId: order.id, billId: bill.id, amountCents: 1000 })).body.data;
    const approved = await api('POST', `/api/payment/${p.id}/approve-overpayment`, {
      reason: 'Por si acaso',
    });
    expect(okData(approved, 'Pago aprobado')).toMatchObject({
      excessCents: 0,
      overpaymentReason: null,
    });
    expect((await api('GET', `/api/order/${order.id}`)).body.data).toMatchObject({
      paidCents: 1000,
      creditCents: 0,
    });
  });
});

describe(`what an order owes when it is billed over its total (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it('owes max(total, billed) − paid: prices without tax bill 13 % more, and that much can be paid', async () => {
    const f = await orderFixtures(api, 'TX');
    await setBillingInfo(api, { pricesIncludeTax: false });
    const order = await createOrder(api, f); // 3 × 25,50 = 76,50
    const bill = (await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' })).body
      .data;
    expect(bill).toMatchObject({ subtotalCents: 7650, taxCents: 995, totalCents: 8645 });
    expect((await api('GET', `/api/order/${order.id}`)).body.data).toMatchObject({
      totalCents: 7650,
      billedCents: 8645,
      owedCents: 8645,
    });
    const fields = { orderId: order.id, paidAt: '2026-11-20', method: 'QR' };
    expectRefused(
      await sendProof(ctx.t, ctx.token, { ...fields, amountCents: 8646 }, freshFile()),
      400,
      `El monto no puede superar lo que falta pagar (${formatMoney(8645)})`,
    );
    const whole = await sendProof(
      ctx.t,
      ctx.token,
      { ...fields, billId: bill.id, amountCents: 8645 },
      freshFile(),
    );
    expect((await api('POST', `/api/payment/${whole.body.data.id}/approve`)).statusCode).toBe(200);
    expect((await api('GET', `/api/order/${order.id}`)).body.data).toMatchObject({
      paidCents: 8645,
      owedCents: 0,
      creditCents: 0,
    });
    expect((await api('GET', `/api/bill/${bill.id}`)).body.data).toMatchObject({
      status: 'PAID',
      owedCents: 0,
    });
  });
});
