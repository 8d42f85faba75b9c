import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, MATERIAL_MESSAGES, MONEY_MAX_CENTS, formatMoney } from '@taller/shared';
import { addToOrder } from '../src/modules/billing/bill.repository';
import { setBillingInfo } from './billing-helpers';
import { productCreator } from './catalogue-helpers';
import { materialCreator, move, stockOf } from './material-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const MAX = formatMoney(MONEY_MAX_CENTS);

/**
 * Money and stock stay under their stated maximums on both databases alike: a sum that would
 * pass one is refused with its Spanish message, never a 500 'integer out of range' (PostgreSQL's
 * integer was 32-bit until migration 016), and what is stored above 2^31 reads back exactly.
 */
describe(`money and stock maximums (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  let f: OrderFixtures;
  let serial = 0;
  beforeAll(async () => {
    f = await orderFixtures(api, 'MAX');
  });

  /** A live order of Bs 10.000.000,00 (one item at the largest price). */
  async function largestOrder() {
    const product = await productCreator(api)(`TOP-${++serial}`, {
      name: `Toga de gala ${serial}`,
      priceCents: MONEY_MAX_CENTS,
    });
    return createOrder(api, f, { items: [{ productId: product.id, quantity: 1 }] }) as Promise<{
      id: number;
      totalCents: number;
    }>;
  }

  it('refuses the third receipt of 1.000.000 units that would pass the stock maximum (409), keeping the stock', async () => {
    const material = await materialCreator(api)(`TELA-MAX-${++serial}`);
    const receipt = { type: 'IN', materialId: material.id, quantity: 1_000_000 };
    await move(api, receipt);
    await move(api, receipt);
    expectRefused(
      await api('POST', '/api/material/movement', receipt),
      409,
      MATERIAL_MESSAGES.stockTooLarge(material.code),
    );
    expect(await stockOf(api, material.id)).toBe(2_000_000);
  });

  it('refuses the advance that would bill an order past Bs 10.000.000,00 (400), with tax added on top', async () => {
    await setBillingInfo(api, { taxRatePercent: 13, pricesIncludeTax: false });
    const order = await largestOrder();
    const advance = (amountCents: number) =>
      api('POST', '/api/bill/create', { orderId: order.id, kind: 'ADVANCE', amountCents });
    expect((await advance(400_000_000)).statusCode).toBe(200);
    expect((await advance(400_000_000)).statusCode).toBe(200);
    // Bs 11.300.000 are due with the tax: the third would bill Bs 11.000.000.
    expectRefused(await advance(300_000_000), 400, BILLING_MESSAGES.billedTooLarge(MAX));
    expect((await api('GET', `/api/order/${order.id}`)).body.data.billedCents).toBe(800_000_000);
    // A whole bill of it, Bs 11.300.000, is refused the same way.
    expectRefused(
      await api('POST', '/api/bill/create', { orderId: (await largestOrder()).id, kind: 'TOTAL' }),
      400,
      BILLING_MESSAGES.billedTooLarge(MAX),
    );
  });

  it("never adds to an order's paid past the maximum (the approval's one conditional update)", async () => {
    const order = await largestOrder();
    await ctx.t.app.db
      .updateTable('orders')
      .set({ paidCents: MONEY_MAX_CENTS - 10 })
      .where('id', '=', order.id)
      .execute();
    expect(await addToOrder(ctx.t.app.db, order.id, 'paidCents', 20)).toBe(false);
    expect(await addToOrder(ctx.t.app.db, order.id, 'paidCents', 10)).toBe(true);
    expect(await addToOrder(ctx.t.app.db, order.id, 'paidCents', -5)).toBe(true);
    expect((await api('GET', `/api/order/${order.id}`)).body.data.paidCents).toBe(
      MONEY_MAX_CENTS - 5,
    );
  });

  it.skipIf(testDialect !== 'postgres')(
    'on PostgreSQL every money and stock column is 64-bit',
    async () => {
      const { rows } = await sql<{ column: string; type: string }>`
        select table_name || '.' || column_name as column, data_type as type
        from information_schema.columns
        where table_schema = current_schema()
          and (column_name like '%\\_cents' or column_name like '%\\_milli')
        order by 1`.execute(ctx.t.app.db);
      expect(rows.length).toBeGreaterThan(15);
      expect(rows.filter((row) => row.type !== 'bigint')).toEqual([]);
    },
  );

  it('stores and reads back exactly amounts above 2^31 in money and stock columns', async () => {
    const large = 2 ** 31 * 3 + 7;
    const order = await largestOrder();
    const material = await materialCreator(api)(`TELA-BIG-${++serial}`);
    const db = ctx.t.app.db;
    await db
      .updateTable('orders')
      .set({ billedCents: large, paidCents: large + 1 })
      .where('id', '=', order.id)
      .execute();
    await db
      .updateTable('materials')
      .set({ stockMilli: large })
      .where('id', '=', material.id)
      .execute();
    const read = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect([read.billedCents, read.paidCents]).toEqual([large, large + 1]);
    expect(await stockOf(api, material.id)).toBe(large / 1000);
  });

  it.skipIf(testDialect !== 'postgres')(
    'refuses to read a PostgreSQL bigint a JavaScript number cannot hold exactly',
    async () => {
      const read = (n: string) => sql`select ${sql.raw(n)}::bigint as n`.execute(ctx.t.app.db);
      expect((await read('9007199254740991')).rows).toEqual([{ n: 9007199254740991 }]);
      await expect(read('9007199254740993')).rejects.toThrow(RangeError);
    },
  );
});
