/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES as B, ORDER_MESSAGES, orderStatusLabel } from '@taller/shared';
import { loginAs } from './auth-helpers';
import { setBillingInfo } from './billing-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, okData, signedInCaller, type Caller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Bulk actions (issue 38): one call changes many records through the single calls' own rules,
 * in one transaction — all or nothing, every refusal listed with its reason.
 */
describe(`bulk actions on orders (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'BK');
  });

  const bulk = (body: object, as: Caller = api) => as('POST', '/api/order/bulk', body);
  const get = async (id: number) => (await api('GET', `/api/order/${id}`)).body.data;
  const cancelled = async () => {
    const order = await createOrder(api, f);
    const res = await api('POST', `/api/order/${order.id}/status`, {
      status: 'CANCELLED',
      note: 'No va',
    });
    expect(res.statusCode).toBe(200);
    return res.body.data;
  };

  it('changes every order or none: one refusal leaves all as they were, with its reason', async () => {
    const a = await createOrder(api, f);
    const b = await createOrder(api, f);
    const c = await cancelled();
    const refused = await bulk({
      action: 'status',
      ids: [a.id, c.id, b.id],
      status: 'IN_PRODUCTION',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BULK_REFUSED', message: B.refused(1) });
    expect(refused.body.data).toEqual({
      done: [],
      refused: [
        {
          id: c.id,
          label: c.number,
          code: 'STATUS_LOCKED',
          message: ORDER_MESSAGES.transitionRefused(
            orderStatusLabel('CANCELLED'),
            orderStatusLabel('IN_PRODUCTION'),
          ),
        },
      ],
    });
    for (const order of [a, b]) {
      expect(await get(order.id)).toMatchObject({ status: 'PENDING', version: 1 });
      expect((await get(order.id)).history).toHaveLength(1);
    }

    const done = await bulk({ action: 'status', ids: [a.id, b.id], status: 'IN_PRODUCTION' });
    expect(okData(done, '2 pedidos actualizados')).toEqual({ done: [a.id, b.id], refused: [] });
    for (const order of [a, b]) {
      const now = await get(order.id);
      expect(now).toMatchObject({ status: 'IN_PRODUCTION', version: 2 });
      expect(now.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'IN_PRODUCTION' });
    }
  });

  it('lists every refused record: missing ones by id, each with the single call’s code', async () => {
    const a = await createOrder(api, f);
    const c = await cancelled();
    const res = await bulk({ action: 'status', ids: [999999, a.id, c.id], status: 'FINISHED' });
    expect(res.statusCode).toBe(409);
    expect(res.body.data.refused.map((r: any) => [r.id, r.label, r.code])).toEqual([
      [999999, '#999999', 'NOT_FOUND'],
      [a.id, a.number, 'STATUS_LOCKED'],
      [c.id, c.number, 'STATUS_LOCKED'],
    ]);
    expect(res.body.data.refused[0].message).toBe(ORDER_MESSAGES.notFound);
  });

  it('takes the single call’s own input rules: a cancellation says why', async () => {
    const a = await createOrder(api, f);
    const res = await bulk({ action: 'status', ids: [a.id], status: 'CANCELLED' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(ORDER_MESSAGES.cancelReasonRequired);
  });

  it('sends to the Papelera and restores, refusing what the single delete refuses', async () => {
    const a = await createOrder(api, f);
    const b = await cancelled();
    const busy = await createOrder(api, f);
    await api('POST', `/api/order/${busy.id}/status`, { status: 'IN_PRODUCTION' });
    const refused = await bulk({ action: 'trash', ids: [a.id, busy.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.refused).toEqual([
      {
        id: busy.id,
        label: busy.number,
        code: 'STATUS_LOCKED',
        message: ORDER_MESSAGES.deleteRefused(orderStatusLabel('IN_PRODUCTION')),
      },
    ]);
    expect((await get(a.id)).deletedAt).toBeNull();

    okData(await bulk({ action: 'trash', ids: [a.id, b.id] }), '2 pedidos enviados a la papelera');
    expect((await get(a.id)).deletedAt).not.toBeNull();
    expect((await get(b.id)).deletedAt).not.toBeNull();
    okData(await bulk({ action: 'restore', ids: [a.id, b.id] }), '2 pedidos restaurados');
    expect((await get(a.id)).deletedAt).toBeNull();
  });

  it('bills the selected orders with one total bill each, refusing one billed already', async () => {
    await setBillingInfo(api);
    const a = await createOrder(api, f);
    const b = await createOrder(api, f);
    const billed = await createOrder(api, f);
    const first = await api('POST', '/api/bill/create', { orderId: billed.id, kind: 'TOTAL' });
    expect(first.statusCode).toBe(200);

    const refused = await bulk({ action: 'bill', ids: [a.id, billed.id, b.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.refused.map((r: any) => [r.id, r.code])).toEqual([
      [billed.id, 'ALREADY_BILLED'],
    ]);
    expect((await get(a.id)).billedCents).toBe(0);

    const done = await bulk({ action: 'bill', ids: [a.id, b.id] });
    okData(done, '2 pedidos facturados');
    for (const order of [a, b]) {
      expect((await get(order.id)).billedCents).toBe(order.totalCents);
    }
  });

  it('selects by the list’s own filter: all N that match, without ids', async () => {
    const g = await orderFixtures(api, 'BKF');
    const mine = [await createOrder(api, g), await createOrder(api, g)];
    const other = await createOrder(api, f);
    const res = await bulk({
      action: 'status',
      filter: { q: 'Cliente BKF', status: 'PENDING' },
      status: 'IN_PRODUCTION',
    });
    expect(okData(res, '2 pedidos actualizados').done.sort()).toEqual(mine.map((o) => o.id).sort());
    expect((await get(other.id)).status).toBe('PENDING');

    const none = await bulk({ action: 'trash', filter: { q: 'nadie coincide con esto' } });
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe(B.nothingSelected);
  });

  it('takes ids or a filter, never both nor neither, and at most 1,000 ids', async () => {
    const both = await bulk({ action: 'trash', ids: [1], filter: {} });
    expect(both.statusCode).toBe(400);
    expect(both.body.message).toContain(B.idsOrFilter);
    const neither = await bulk({ action: 'trash' });
    expect(neither.statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, at) => at + 1);
    const tooMany = await bulk({ action: 'trash', ids: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toContain(B.tooMany(1001));
    const repeated = await bulk({ action: 'trash', ids: [5, 5] });
    expect(repeated.body.message).toContain(B.idsRepeated);
    const huge = await bulk({ action: 'trash', ids: [3_000_000_000] });
    expect(huge.statusCode).toBe(400);
    expect(huge.body.message).toContain(B.idsInvalid);
  });

  it('is refused to a client account; a producer may do what the single call lets them', async () => {
    const client = await loginAs(ctx.t, 'CLIENTE');
    const asClient = caller(ctx.t, client.token);
    const a = await createOrder(api, f);
    for (const resource of ['order', 'product', 'material', 'client']) {
      const res = await asClient('POST', `/api/${resource}/bulk`, { action: 'trash', ids: [a.id] });
      expect(res.statusCode, resource).toBe(403);
    }
    expect((await get(a.id)).deletedAt).toBeNull();

    const producer = caller(ctx.t, (await loginAs(ctx.t, 'PRODUCER')).token);
    const res = await bulk({ action: 'status', ids: [a.id], status: 'IN_PRODUCTION' }, producer);
    okData(res, '1 pedido actualizado');
  });
});

describe(`bulk actions on products, materials and clients (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it('makes products inactive, and refuses to trash one a pack uses', async () => {
    const g = await orderFixtures(api, 'BKP');
    const res = await api('POST', '/api/product/bulk', {
      action: 'status',
      ids: [g.toga.id, g.birrete.id],
      status: 'INACTIVE',
    });
    okData(res, '2 productos actualizados');
    expect((await api('GET', `/api/product/${g.toga.id}`)).body.data.status).toBe('INACTIVE');

    const trash = await api('POST', '/api/product/bulk', { action: 'trash', ids: [g.toga.id] });
    expect(trash.statusCode).toBe(409);
    expect(trash.body.data.refused).toEqual([
      expect.objectContaining({ id: g.toga.id, label: `TOGA-BKP · Toga BKP`, code: 'IN_USE' }),
    ]);
  });

  it('refuses to trash a material with stock, and trashes and restores the others', async () => {
    const material = creator<any>(api, '/api/material/create');
    const empty = await material({ code: 'BK-M1', name: 'Tela uno', unit: 'metro' });
    const empty2 = await material({ code: 'BK-M2', name: 'Tela dos', unit: 'metro' });
    const stocked = await material({ code: 'BK-M3', name: 'Tela tres', unit: 'metro' });
    const moved = await api('POST', '/api/material/movement', {
      materialId: stocked.id,
      type: 'IN',
      quantity: 5,
      reason: 'Compra',
    });
    expect(moved.statusCode, moved.text).toBe(200);
    const refused = await api('POST', '/api/material/bulk', {
      action: 'trash',
      ids: [empty.id, stocked.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.refused.map((r: any) => [r.id, r.code])).toEqual([
      [stocked.id, 'HAS_STOCK'],
    ]);
    expect((await api('GET', `/api/material/${empty.id}`)).body.data.deletedAt).toBeNull();
    const ok = await api('POST', '/api/material/bulk', {
      action: 'trash',
      filter: { q: 'BK-M', lowStock: 'false', sort: 'code' },
      ids: undefined,
    });
    // The filter matches the stocked one too: refused as a whole.
    expect(ok.statusCode).toBe(409);
    okData(
      await api('POST', '/api/material/bulk', { action: 'trash', ids: [empty.id, empty2.id] }),
      '2 materiales enviados a la papelera',
    );
    okData(
      await api('POST', '/api/material/bulk', {
        action: 'restore',
        filter: { deleted: 'true', q: 'BK-M' },
      }),
      '2 materiales restaurados',
    );
  });

  it('trashes and restores clients', async () => {
    const client = creator<any>(api, '/api/client/create');
    const a = await client({ name: 'Cliente Lote Uno', documentNumber: 'BKC1' });
    const b = await client({ name: 'Cliente Lote Dos', documentNumber: 'BKC2' });
    okData(
      await api('POST', '/api/client/bulk', { action: 'trash', ids: [a.id, b.id] }),
      '2 clientes enviados a la papelera',
    );
    const restored = await api('POST', '/api/client/bulk', { action: 'restore', ids: [a.id] });
    okData(restored, '1 cliente restaurado');
  });
});

describe(`bulk actions: the cap and the rate limit (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora', () => ({ BULK_ACTIONS_PER_MIN: '3' }));
  const { api } = ctx;

  it('refuses a filter that selects more than 1,000 records, changing nothing', async () => {
    const first = await creator<any>(
      api,
      '/api/material/create',
    )({
      code: 'CAP-0000',
      name: 'Botón 0',
      unit: 'unidad',
    });
    const row = await ctx.t.app.db
      .selectFrom('materials')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: 1000 }, (_, at) => ({
      ...row,
      id: undefined,
      code: `CAP-${String(at + 1).padStart(4, '0')}`,
      name: `Botón ${at + 1}`,
    }));
    for (let at = 0; at < copies.length; at += 200) {
      await ctx.t.app.db
        .insertInto('materials')
        .values(copies.slice(at, at + 200))
        .execute();
    }
    const res = await api('POST', '/api/material/bulk', {
      action: 'status',
      filter: { q: 'CAP-' },
      status: 'INACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'BULK_TOO_LARGE', message: B.tooMany(1001) });
    expect((await api('GET', `/api/material/${first.id}`)).body.data.status).toBe('ACTIVE');
  });

  it('has a rate limit of its own per account', async () => {
    const other = caller(ctx.t, (await loginAs(ctx.t, 'ADMINISTRADOR')).token);
    const call = (as: Caller) => as('POST', '/api/client/bulk', { action: 'trash', ids: [999999] });
    for (let at = 0; at < 3; at += 1) expect((await call(other)).statusCode).toBe(409);
    const limited = await call(other);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    // Another account is counted on its own.
    expect((await call(api)).statusCode).toBe(409);
  });
});
