import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@taller/shared';
import { sendProof, setBillingInfo } from './billing-helpers';
import { png } from './media-samples';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Money written by many requests at once. SQLite has one writer, so these races exist only on
 * PostgreSQL, where each request's transaction runs beside the others: the row locks are what
 * keeps the totals right, and these tests fail when one is taken away.
 */
describe.skipIf(testDialect !== 'postgres')('billing under concurrency (postgres)', () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'RACE');
    await setBillingInfo(api);
  });

  it('10 advances of 60 % sent at once: exactly one is issued and the order is never billed over its total', async () => {
    const order = await createOrder(api, f); // 3 × 25,50 = 76,50
    const advance = Math.round(order.totalCents * 0.6); // 45,90
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/api/bill/create', {
          orderId: order.id,
          kind: 'ADVANCE',
          amountCents: advance,
        }),
      ),
    );
    const issued = answers.filter((a) => a.statusCode === 200);
    expect(issued).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expectRefused(
        refused,
        400,
        `El monto no puede superar lo que falta facturar (${formatMoney(order.totalCents - advance)})`,
      );
    }
    const after = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(after.billedCents).toBe(advance);
    expect(after.billedCents).toBeLessThanOrEqual(order.totalCents);
    const bills = await api('GET', `/api/bill?orderId=${order.id}`);
    expect(bills.body.data.totals).toMatchObject({ count: 1, totalCents: advance });
  });

  it('two proofs that fit a bill alone but not together, approved at once: one is counted, the other is a 409', async () => {
    // Five bills, each with its pair of proofs, all ten approvals sent together.
    const pairs = await Promise.all(
      Array.from({ length: 5 }, async (_, n) => {
        const order = await createOrder(api, f, {
          items: [{ productId: f.birrete.id, quantity: 4 }], // 102,00
        });
        const bill = (
          await api('POST', '/api/bill/create', {
            orderId: order.id,
            kind: 'ADVANCE',
            amountCents: 6000,
          })
        ).body.data;
        const proof = async (k: number) => {
          const sent = await sendProof(
            ctx.t,
            ctx.token,
            {
              orderId: order.id,
              billId: bill.id,
              amountCents: 4000,
              paidAt: '2026-11-20',
              method: 'QR',
            },
            { name: 'pago.png', content: png(8, 8, [n, k, 7]), type: 'image/png' },
          );
          if (sent.statusCode !== 200) throw new Error(sent.body.message);
          return sent.body.data.id as number;
        };
        return { order, bill, proofs: [await proof(1), await proof(2)] };
      }),
    );
    const answers = await Promise.all(
      pairs.flatMap((pair) => pair.proofs.map((id) => api('POST', `/api/payment/${id}/approve`))),
    );
    for (const [n, pair] of pairs.entries()) {
      const [a, b] = answers.slice(2 * n, 2 * n + 2);
      const refused = [a!, b!].filter((x) => x.statusCode !== 200);
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
      expect(refused[0]!.body).toMatchObject({ code: 'OVERPAYMENT' });
      const bill = (await api('GET', `/api/bill/${pair.bill.id}`)).body.data;
      expect(bill).toMatchObject({ paidCents: 4000, creditCents: 0 });
      expect(bill.paidCents).toBeLessThanOrEqual(bill.totalCents);
      const order = (await api('GET', `/api/order/${pair.order.id}`)).body.data;
      expect(order).toMatchObject({ paidCents: 4000, creditCents: 0 });
    }
  });
});
