import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@taller/shared';
import { isConstraintViolation } from '../src/db/errors';
import { loginAs } from './auth-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { materialCreator, move } from './material-helpers';
import { createOrder, orderFixtures } from './order-helpers';
import { caller, expectRefused, type Caller } from './people-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';

/**
 * The database refuses what the code refuses (migration 017): CHECK constraints on PostgreSQL,
 * triggers on SQLite. A direct write that breaks a rule fails as a constraint violation, and an
 * API path that ever reached one would answer 409 CONSTRAINT, never a 500.
 */
describe(`the database's own money and stock rules (${testDialect})`, () => {
  let t: TestApp;
  let api: Caller;
  let token: string;
  let orderId: number;
  let billId: number;
  let movementId: number;
  let materialId: number;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // A path whose write breaks a rule the code failed to check: the backstop answers.
      app.post('/api/__negative-paid', { config: { access: 'public' } }, async () => {
        await app.db
          .updateTable('orders')
          .set({ paidCents: -1 })
          .where('id', '=', orderId)
          .execute();
        return { status: 200, message: 'OK', data: null };
      });
    });
    token = (await loginAs(t, 'DIRECTOR', 'Diana Directora')).token;
    api = caller(t, token);
    const f = await orderFixtures(api, 'CHK');
    // Prices without tax: the tax is added on top of the order's total.
    await setBillingInfo(api, { taxRatePercent: 13, pricesIncludeTax: false });
    orderId = (await createOrder(api, f)).id;
    const bill = await api('POST', '/api/bill/create', { orderId, kind: 'TOTAL' });
    billId = bill.body.data.id;
    materialId = (await materialCreator(api)('TELA-CHK')).id;
    movementId = (await move(api, { type: 'IN', materialId, quantity: 5 })).id;
  });
  afterAll(() => t.close());

  /** Expects `write` to be refused by a database constraint, leaving the row as it was. */
  async function expectRefusedByDatabase(write: () => Promise<unknown>) {
    const error = await write().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, 'the write was stored').not.toBeNull();
    expect(isConstraintViolation(error), String(error)).toBe(true);
  }

  const updateOrder = (values: { paidCents?: number; billedCents?: number }) => () =>
    t.app.db.updateTable('orders').set(values).where('id', '=', orderId).execute();
  const updateBill = (values: { paidCents?: number; totalCents?: number }) => () =>
    t.app.db.updateTable('bills').set(values).where('id', '=', billId).execute();

  it("refuses a negative paid or billed on an order (but not paid above the order's total)", async () => {
    await expectRefusedByDatabase(updateOrder({ paidCents: -1 }));
    await expectRefusedByDatabase(updateOrder({ billedCents: -1 }));
    const order = (await api('GET', `/api/order/${orderId}`)).body.data;
    expect([order.paidCents, order.billedCents]).toEqual([0, Math.round(order.totalCents * 1.13)]);
    // An overpayment is another rule's business (issue 32): the order's paid is not capped here.
    await updateOrder({ paidCents: order.totalCents * 3 })();
    await updateOrder({ paidCents: 0 })();
  });

  it("refuses a negative credit on an order, and a payment's excess outside its amount", async () => {
    await expectRefusedByDatabase(() =>
      t.app.db.updateTable('orders').set({ creditCents: -1 }).where('id', '=', orderId).execute(),
    );
    const proof = await sendProof(t, token, {
      orderId,
      amountCents: 100,
      paidAt: '2026-11-20',
      method: 'TRANSFER',
    });
    expect(proof.statusCode, JSON.stringify(proof.body)).toBe(200);
    const payment = (excessCents: number) => () =>
      t.app.db
        .updateTable('payments')
        .set({ excessCents })
        .where('id', '=', proof.body.data.id)
        .execute();
    await expectRefusedByDatabase(payment(-1));
    await expectRefusedByDatabase(payment(101));
    await payment(100)();
    await t.app.db
      .updateTable('orders')
      .set({ creditCents: 5 })
      .where('id', '=', orderId)
      .execute();
    await t.app.db
      .updateTable('orders')
      .set({ creditCents: 0 })
      .where('id', '=', orderId)
      .execute();
  });

  it("refuses a bill's paid below 0 or above its total, on insert and on update", async () => {
    const bill = await t.app.db
      .selectFrom('bills')
      .selectAll()
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    await expectRefusedByDatabase(updateBill({ paidCents: Number(bill.totalCents) + 1 }));
    await expectRefusedByDatabase(updateBill({ paidCents: -1 }));
    await expectRefusedByDatabase(updateBill({ totalCents: 1, paidCents: 2 }));
    // A copy of the row under a new id (an undefined column is left out of the insert).
    const copy = { ...bill, id: undefined };
    await expectRefusedByDatabase(() =>
      t.app.db
        .insertInto('bills')
        .values({
          ...copy,
          number: 'X-1',
          sequence: 999_999,
          paidCents: Number(bill.totalCents) + 1,
        })
        .execute(),
    );
    await updateBill({ paidCents: Number(bill.totalCents) })();
  });

  it('refuses a movement that leaves the stock below zero without saying so', async () => {
    const movement = await t.app.db
      .selectFrom('stockMovements')
      .selectAll()
      .where('id', '=', movementId)
      .executeTakeFirstOrThrow();
    const copy = { ...movement, id: undefined };
    const below = { ...copy, type: 'OUT', quantityMilli: -9000, balanceAfterMilli: -4000 };
    await expectRefusedByDatabase(() =>
      t.app.db
        .insertInto('stockMovements')
        .values({ ...below, allowedNegative: 0 })
        .execute(),
    );
    await expectRefusedByDatabase(() =>
      t.app.db
        .updateTable('stockMovements')
        .set({ balanceAfterMilli: -1 })
        .where('id', '=', movementId)
        .execute(),
    );
    // Said so, with a reason: the API's way below zero is stored.
    const out = await move(api, {
      type: 'OUT',
      materialId,
      quantity: 9,
      allowNegative: true,
      reason: 'Urgente',
    });
    expect(out.balanceAfter).toBe(-4);
  });

  it('bills more than the total when tax is added on top (no billed ≤ total rule)', async () => {
    const f = await orderFixtures(api, 'CHK2');
    const order = await createOrder(api, f);
    const res = await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' });
    expect(res.statusCode, res.text).toBe(200);
    const after = (await api('GET', `/api/order/${order.id}`)).body.data;
    expect(after.billedCents).toBe(Math.round(order.totalCents * 1.13));
    // What is owed follows the larger: max(total, billed) − paid.
    expect(after.owedCents).toBe(after.billedCents);
  });

  it('answers 409 CONSTRAINT, not 500, when a write reaches a rule the code did not check', async () => {
    const res = await api('POST', '/api/__negative-paid');
    expectRefused(res, 409, MESSAGES.constraintViolated);
    expect(res.body).toMatchObject({ code: 'CONSTRAINT' });
    const paid = await sql<{
      paid: number;
    }>`select paid_cents as paid from orders where id = ${orderId}`.execute(t.app.db);
    expect(Number(paid.rows[0]!.paid)).toBe(0);
  });
});
