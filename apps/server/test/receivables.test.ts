import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIVABLE_MESSAGES as R, addDays, formatMoney, laPazDay } from '@taller/shared';
import { sendProof, setBillingInfo } from './billing-helpers';
import { png } from './media-samples';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { creator, expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

let seed = 0;
const freshFile = () => ({
  name: 'pago.png',
  content: png(8, 8, [seed++ % 256, 70, 20]),
  type: 'image/png',
});

describe(`receivables: due dates, ages and approving with what was received (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Cobranzas');
  const { api } = ctx;
  let f: OrderFixtures;
  const today = laPazDay(new Date());
  beforeAll(async () => {
    f = await orderFixtures(api, 'CXC');
    await setBillingInfo(api, { paymentTermDays: 15 });
  });

  /** An advance bill of `cents` on a new order of `clientId` (an order of 4 × 25,50 = 102,00). */
  const bill = async (clientId: number, cents: number) => {
    const order = await createOrder(api, f, {
      clientId,
      items: [{ productId: f.birrete.id, quantity: 4 }],
    });
    const res = await api('POST', '/api/bill/create', {
      orderId: order.id,
      kind: 'ADVANCE',
      amountCents: cents,
    });
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data as { id: number; orderId: number; dueDate: string };
  };
  const due = async (id: number, dueDate: string) =>
    okData(await api('PUT', `/api/bill/${id}/due-date`, { dueDate }), R.dueDateSaved);
  const proof = async (orderId: number, billId: number, amountCents: number) => {
    const res = await sendProof(
      ctx.t,
      ctx.token,
      { orderId, billId, amountCents, paidAt: today, method: 'TRANSFER' },
      freshFile(),
    );
    expect(res.statusCode).toBe(200);
    return res.body.data as { id: number };
  };

  it("gives a new bill the term of 'Datos de facturación'; staff move it, never before the issue", async () => {
    const info = (await api('GET', '/api/info-bill')).body.data;
    expect(info.paymentTermDays).toBe(15);
    const b = await bill(f.client.id, 1000);
    expect(b.dueDate).toBe(addDays(today, 15));
    expect((await due(b.id, addDays(today, 3))).dueDate).toBe(addDays(today, 3));
    expectRefused(
      await api('PUT', `/api/bill/${b.id}/due-date`, { dueDate: addDays(today, -1) }),
      400,
      R.dueDateBeforeIssue,
    );
    const bad = await api('PUT', `/api/bill/${b.id}/due-date`, { dueDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const missing = await api('PUT', '/api/bill/999999/due-date', { dueDate: today });
    expect(missing.statusCode).toBe(404);
    await api('POST', `/api/bill/${b.id}/annul`, { reason: 'Prueba' });
    expectRefused(
      await api('PUT', `/api/bill/${b.id}/due-date`, { dueDate: today }),
      409,
      R.dueDateAnnulled,
    );
    const term = await api('PUT', '/api/info-bill', {
      ...info,
      logoMediaId: null,
      qrMediaId: null,
      nextNumber: info.nextNumber,
      paymentTermDays: 400,
    });
    expectRefused(term, 400, R.paymentTermInvalid);
  });

  it('sums what each client owes by age on a day, with totals, search, paging and CSV', async () => {
    const create = creator<{ id: number }>(api, '/api/client/create');
    const ana = await create({ name: 'Ana Deudora Edades', documentNumber: 'EDAD-1' });
    const beto = await create({ name: 'Beto Deudor Edades', documentNumber: 'EDAD-2' });
    const asOf = addDays(today, 70);
    // Days late on asOf: 0 and −5 are 'al día'; 1 and 30 are 1–30; 31 and 60 are 31–60; 61 is > 60.
    const plan: [number, number, number][] = [
      [ana.id, 70, 1000],
      [ana.id, 75, 1100],
      [ana.id, 69, 1200],
      [ana.id, 40, 1300],
      [ana.id, 39, 1400],
      [ana.id, 10, 1500],
      [ana.id, 9, 1600],
      [beto.id, 9, 2500],
    ];
    const bills = [];
    for (const [clientId, days, cents] of plan) {
      const b = await bill(clientId, cents);
      await due(b.id, addDays(today, days));
      bills.push(b);
    }
    // Ana's 1–30 bill of 12,00 is half paid (6,00 approved); her 13,00 one is paid in full.
    await api(
      'POST',
      `/api/payment/${(await proof(bills[2]!.orderId, bills[2]!.id, 600)).id}/approve`,
    );
    await api(
      'POST',
      `/api/payment/${(await proof(bills[3]!.orderId, bills[3]!.id, 1300)).id}/approve`,
    );
    // An annulled bill owes nothing.
    const annulled = await bill(beto.id, 3000);
    await api('POST', `/api/bill/${annulled.id}/annul`, { reason: 'Duplicada' });

    const page = okData(
      await api('GET', `/api/receivable?q=Edades&asOf=${asOf}`),
      R.receivablesFound,
    );
    expect(page.asOf).toBe(asOf);
    expect(page.items).toEqual([
      {
        clientId: ana.id,
        clientName: 'Ana Deudora Edades',
        billCount: 6,
        oldestDueDate: addDays(today, 9),
        currentCents: 2100,
        days1to30Cents: 600,
        days31to60Cents: 2900,
        over60Cents: 1600,
        totalCents: 7200,
      },
      {
        clientId: beto.id,
        clientName: 'Beto Deudor Edades',
        billCount: 1,
        oldestDueDate: addDays(today, 9),
        currentCents: 0,
        days1to30Cents: 0,
        days31to60Cents: 0,
        over60Cents: 2500,
        totalCents: 2500,
      },
    ]);
    expect(page.totals).toEqual({
      clientCount: 2,
      currentCents: 2100,
      days1to30Cents: 600,
      days31to60Cents: 2900,
      over60Cents: 4100,
      totalCents: 9700,
    });
    expect(page.total).toBe(2);
    const second = okData(
      await api('GET', `/api/receivable?q=Edades&asOf=${asOf}&sort=clientName&pageSize=1&page=2`),
      R.receivablesFound,
    );
    expect(second.items.map((r: { clientName: string }) => r.clientName)).toEqual([
      'Beto Deudor Edades',
    ]);
    // On the issue day nothing is late yet.
    const now = okData(await api('GET', `/api/receivable?q=Beto Deudor`), R.receivablesFound);
    expect(now.items[0]).toMatchObject({ currentCents: 2500, over60Cents: 0 });

    const csv = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/receivable/export.csv?q=Edades&asOf=${asOf}`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Cliente');
    expect(csv.body).toContain('Más de 60 días');
    expect(csv.body).toContain('Ana Deudora Edades');
    expect(csv.body).toContain('72,00');

    expect((await api('GET', '/api/receivable?asOf=2026-13-01')).statusCode).toBe(400);
    expect((await api('GET', '/api/receivable?sort=owner')).statusCode).toBe(400);
  });

  it('approves with a note and the amount received: it counts, the declared amount stays beside it', async () => {
    const b = await bill(f.client.id, 5000);
    const declared = await proof(b.orderId, b.id, 1300);
    const refused = await api('POST', `/api/payment/${declared.id}/approve`, { receivedCents: 0 });
    expectRefused(refused, 400, R.receivedInvalid);
    const tooLong = await api('POST', `/api/payment/${declared.id}/approve`, {
      note: 'x'.repeat(501),
    });
    expectRefused(tooLong, 400, R.noteTooLong);
    const approved = okData(
      await api('POST', `/api/payment/${declared.id}/approve`, {
        note: 'El extracto dice 15,00',
        receivedCents: 1500,
      }),
      R.paymentApprovedReceived(formatMoney(1500), formatMoney(1300)),
    );
    expect(approved).toMatchObject({
      status: 'APPROVED',
      amountCents: 1500,
      declaredCents: 1300,
      approvalNote: 'El extracto dice 15,00',
    });
    const after = (await api('GET', `/api/bill/${b.id}`)).body.data;
    expect(after).toMatchObject({ paidCents: 1500, owedCents: 3500 });
    expect(after.payments).toEqual([
      expect.objectContaining({ amountCents: 1500, declaredCents: 1300 }),
    ]);

    // A note alone, the same amount: nothing is declared apart.
    const plain = await proof(b.orderId, b.id, 500);
    const same = okData(
      await api('POST', `/api/payment/${plain.id}/approve`, {
        note: 'Conforme',
        receivedCents: 500,
      }),
      'Pago aprobado',
    );
    expect(same).toMatchObject({ amountCents: 500, declaredCents: null, approvalNote: 'Conforme' });

    // More received than owed: the overpayment rule holds for the received amount.
    const last = await proof(b.orderId, b.id, 1000);
    const over = await api('POST', `/api/payment/${last.id}/approve`, { receivedCents: 4000 });
    expect([over.statusCode, (over.body as { code?: string }).code]).toEqual([409, 'OVERPAYMENT']);
  });
});
