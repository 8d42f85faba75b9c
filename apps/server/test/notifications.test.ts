import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@taller/shared';
import { emitEvent } from '../src/modules/notifications/outbox';
import { authHeader, loginAs } from './auth-helpers';
import { clientAccount, openStream } from './notification-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, failure, okData, type Caller } from './people-helpers';
import { eventually } from './poll';
import { createTestApp, testDialect, type TestApp } from './test-app';

type Item = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
};

let t: TestApp;
let director: Caller;
let directorId: number;
let baseUrl: string;
const parties: { f: OrderFixtures; api: Caller; token: string }[] = [];

const list = async (api: Caller, query = '') => {
  const res = await api('GET', `/api/notification${query}`);
  expect(res.statusCode).toBe(200);
  return res.body.data as { items: Item[]; total: number; unread: number };
};
const bodies = async (api: Caller, query = '') => (await list(api, query)).items.map((n) => n.body);

beforeAll(async () => {
  t = await createTestApp();
  const d = await loginAs(t, 'DIRECTOR', 'Directora Avisos');
  director = caller(t, d.token);
  directorId = d.id;
  for (const tag of ['AVA', 'AVB']) {
    const f = await orderFixtures(director, tag);
    const account = await clientAccount(t, f.client.id);
    parties.push({ f, api: caller(t, account.token), token: account.token });
  }
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe(`notifications (${testDialect})`, () => {
  it('tells staff and the client of a new order and of its status changes, each client only their own', async () => {
    const [a, b] = parties as [(typeof parties)[0], (typeof parties)[0]];
    const orderA = await createOrder(director, a.f);
    const orderB = await createOrder(director, b.f);
    await expect
      .poll(() => bodies(director), eventually)
      .toEqual(
        expect.arrayContaining([
          `Pedido ${orderA.number} de Cliente AVA registrado.`,
          `Pedido ${orderB.number} de Cliente AVB registrado.`,
        ]),
      );
    await expect
      .poll(() => bodies(a.api), eventually)
      .toEqual([`Tu pedido ${orderA.number} fue registrado.`]);
    await expect
      .poll(() => bodies(b.api), eventually)
      .toEqual([`Tu pedido ${orderB.number} fue registrado.`]);

    const moved = await director('POST', `/api/order/${orderA.id}/status`, {
      status: 'IN_PRODUCTION',
    });
    expect(moved.statusCode).toBe(200);
    await expect
      .poll(() => bodies(a.api), eventually)
      .toEqual([
        `Tu pedido ${orderA.number} ahora está: En producción.`,
        `Tu pedido ${orderA.number} fue registrado.`,
      ]);
    const ofA = await list(a.api);
    expect(ofA.unread).toBe(2);
    expect(ofA.items[0]).toMatchObject({
      kind: 'ORDER_STATUS_CHANGED',
      link: '/client/dashboard',
      readAt: null,
    });
    // B hears nothing of A's order, whatever it filters by.
    expect(await bodies(b.api)).toEqual([`Tu pedido ${orderB.number} fue registrado.`]);
    expect(await bodies(b.api, '?type=ORDER_STATUS_CHANGED')).toEqual([]);
  });

  it('filters by kind and read state, pages, and marks read by id or all at once', async () => {
    const [a] = parties as [(typeof parties)[0]];
    const all = await list(a.api);
    const newest = all.items[0]!;
    expect((await list(a.api, '?type=ORDER_CREATED')).items.map((n) => n.kind)).toEqual([
      'ORDER_CREATED',
    ]);
    const page = await list(a.api, '?page=2&pageSize=1');
    expect(page).toMatchObject({ total: all.total });
    expect(page.items).toEqual([all.items[1]]);

    const marked = await a.api('POST', '/api/notification/read', { ids: [newest.id] });
    expect(okData(marked, M.marked)).toMatchObject({ marked: 1, unread: all.total - 1 });
    expect((await list(a.api, '?read=true')).items.map((n) => n.id)).toEqual([newest.id]);
    expect((await list(a.api, '?read=false')).items).toHaveLength(all.total - 1);

    // Another user's ids change nothing of theirs.
    const [, b] = parties as [unknown, (typeof parties)[0]];
    const foreign = await b.api('POST', '/api/notification/read', { ids: [all.items[1]!.id] });
    expect(foreign.body.data).toMatchObject({ marked: 0 });
    expect((await list(a.api)).unread).toBe(all.total - 1);

    const everything = await a.api('POST', '/api/notification/read', { all: true });
    expect(everything.body.data).toEqual({ marked: all.total - 1, unread: 0 });
  });

  it('refuses bad filters and bodies in Spanish', async () => {
    const [a] = parties as [(typeof parties)[0]];
    expect(failure(await a.api('GET', '/api/notification?type=NADA'))).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(M.kindInvalid),
    });
    expect(failure(await a.api('GET', '/api/notification?read=quizas'))).toMatchObject({
      statusCode: 400,
    });
    expect(failure(await a.api('POST', '/api/notification/read', {}))).toMatchObject({
      statusCode: 400,
    });
    expectRefused(await a.api('GET', '/api/notification/stream'), 406, M.streamOnly);
  });

  it('leaves out the kinds a user muted, and the roles a manager took off a kind', async () => {
    const [a] = parties as [(typeof parties)[0]];
    const saved = await a.api('PUT', '/api/notification/preferences', {
      muted: ['ORDER_STATUS_CHANGED'],
    });
    expect(saved.body).toMatchObject({ status: 200, data: { muted: ['ORDER_STATUS_CHANGED'] } });
    expect((await a.api('GET', '/api/notification/preferences')).body.data).toEqual({
      muted: ['ORDER_STATUS_CHANGED'],
    });

    const recipients = (await director('GET', '/api/notification/recipients')).body.data.items as {
      kind: string;
      roles: string[];
      notifyClient: boolean;
    }[];
    const items = recipients.map((r) =>
      r.kind === 'ORDER_STATUS_CHANGED' ? { ...r, roles: ['PRODUCER'] } : r,
    );
    expect((await director('PUT', '/api/notification/recipients', { items })).statusCode).toBe(200);

    const order = await createOrder(director, a.f);
    await director('POST', `/api/order/${order.id}/status`, {
      status: 'CANCELLED',
      note: 'Sin tela',
    });
    // A later event of a kind still heard shows the muted one was handed out before it.
    const later = await createOrder(director, a.f);
    await expect
      .poll(() => bodies(a.api), eventually)
      .toContain(`Tu pedido ${later.number} fue registrado.`);
    await expect
      .poll(() => bodies(director), eventually)
      .toContain(`Pedido ${later.number} de Cliente AVA registrado.`);
    expect(await bodies(a.api)).not.toContain(`Tu pedido ${order.number} ahora está: Cancelado.`);
    expect(await bodies(director)).not.toContain(
      `El pedido ${order.number} de Cliente AVA pasó a Cancelado.`,
    );
    await a.api('PUT', '/api/notification/preferences', { muted: [] });
  });

  it('hands out no event of a change that rolled back', async () => {
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await emitEvent(trx, 'LOW_STOCK', { fields: { materialName: 'Tela fantasma' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const events = await t.app.db
      .selectFrom('events')
      .select('kind')
      .where('kind', '=', 'LOW_STOCK')
      .execute();
    expect(events).toEqual([]);
  });

  it('streams each notification live to its own user only', async () => {
    const [a, b] = parties as [(typeof parties)[0], (typeof parties)[0]];
    const streamA = await openStream(baseUrl, a.token);
    const streamB = await openStream(baseUrl, b.token);
    const directorStream = await openStream(baseUrl, (await loginAs(t, 'DIRECTOR')).token);
    try {
      expect(streamA.contentType).toBe('text/event-stream; charset=utf-8');
      await streamA.next((e) => e.event === 'ready');
      await streamB.next((e) => e.event === 'ready');
      await directorStream.next((e) => e.event === 'ready');
      const orderA = await createOrder(director, a.f);
      const orderB = await createOrder(director, b.f);
      const gotA = await streamA.next((e) => e.event === 'notification');
      expect(gotA.data).toMatchObject({
        notification: { body: `Tu pedido ${orderA.number} fue registrado.` },
      });
      const gotB = await streamB.next((e) => e.event === 'notification');
      expect(gotB.data).toMatchObject({
        notification: { body: `Tu pedido ${orderB.number} fue registrado.` },
      });
      await directorStream.next((e) => JSON.stringify(e.data).includes(orderB.number));
      // By now A's stream had its chance at B's event: it never came.
      expect(JSON.stringify(streamA.events)).not.toContain(orderB.number);
      expect(JSON.stringify(streamB.events)).not.toContain(orderA.number);

      await a.api('POST', '/api/notification/read', { all: true });
      expect((await streamA.next((e) => e.event === 'read')).data).toEqual({
        type: 'read',
        unread: 0,
      });
    } finally {
      streamA.close();
      streamB.close();
      directorStream.close();
    }
    expect(directorId).toBeGreaterThan(0);
  });

  it('answers a stream only to a signed-in caller', async () => {
    const res = await fetch(`${baseUrl}/api/notification/stream`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { status: number }).status).toBe(401);
    const wrong = await fetch(`${baseUrl}/api/notification/stream`, {
      headers: { ...authHeader('x.y.z'), accept: 'text/event-stream' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { status: number }).status).toBe(401);
  });
});
