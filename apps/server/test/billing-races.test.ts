import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@taller/shared';
import { setBillingInfo } from './billing-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Money written by many requests at once. SQLite has one writer, so these races exist only on
 * PostgreSQL, where each request's transaction runs beside the others: the row locks are what
 * keeps the totals right, and these tests fail when one is taken away.
 */
describe.skipIf(testDialect !== 'postgres')('billing under concurrency (postgres)', () => {
  const { api } = signedInCaller('ADMINISTRADOR', 'Ana Administradora');
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
});
