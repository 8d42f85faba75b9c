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
/** Who acts (staff are not told of their own actions): the director hears of it. */
let admin: Caller;
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
  admin = caller(t, (await loginAs(t, 'ADMINISTRADOR', 'Administradora Avisos')).token);
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
    const orderA = await createOrder(admin, a.f);
    const orderB = await createOrder(admin, b.f);
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

    const moved = await admin('POST', `/api/order/${orderA.id}/status`, {
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
      link: `/client/dashboard?view=${orderA.id}`,
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

    const order = await createOrder(admin, a.f);
    await admin('POST', `/api/order/${order.id}/status`, {
      status: 'CANCELLED',
      note: 'Sin tela',
    });
    // A later event of a kind still heard shows the muted one was handed out before it.
    const later = await createOrder(admin, a.f);
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

  it('links each notification to its record, and tells no one of their own action', async () => {
    const [a] = parties as [(typeof parties)[0]];
    const byAdmin = await createOrder(admin, a.f);
    const byDirector = await createOrder(director, a.f);
    const told = (number: string) => `Pedido ${number} de Cliente AVA registrado.`;
    await expect.poll(() => bodies(admin), eventually).toContain(told(byDirector.number));
    await expect.poll(() => bodies(director), eventually).toContain(told(byAdmin.number));
    const mine = (await list(director)).items;
    // Each hears of the other's order, not of their own.
    expect(mine.map((n) => n.body)).not.toContain(told(byDirector.number));
    expect(await bodies(admin)).not.toContain(told(byAdmin.number));
    expect(mine.find((n) => n.body === told(byAdmin.number))!.link).toBe(
      `/director/dashboard/orders?view=${byAdmin.id}`,
    );
    await expect
      .poll(
        async () => (await list(a.api)).items.find((n) => n.body.includes(byAdmin.number)),
        eventually,
      )
      .toMatchObject({ link: `/client/dashboard?view=${byAdmin.id}` });
    // The client's own question: staff hear of it, the client who asked does not.
    const ticket = await a.api('POST', '/api/client-area/tickets/create', {
      subject: 'Consulta sobre tallas',
      message: '¿Puedo cambiar la talla?',
    });
    expect(ticket.statusCode, ticket.text).toBe(200);
    await expect
      .poll(
        async () => (await list(director)).items.find((n) => n.kind === 'SUPPORT_TICKET'),
        eventually,
      )
      .toMatchObject({ link: `/director/dashboard/support?view=${ticket.body.data.id}` });
    expect((await list(a.api)).items.filter((n) => n.kind === 'SUPPORT_TICKET')).toEqual([]);
  });

  it('searches the caller’s notifications and exports them as CSV', async () => {
    const [a] = parties as [(typeof parties)[0]];
    const order = await createOrder(admin, a.f);
    await expect
      .poll(() => bodies(a.api, `?q=${encodeURIComponent(order.number.toLowerCase())}`), eventually)
      .toEqual([`Tu pedido ${order.number} fue registrado.`]);
    expect(await bodies(a.api, '?q=zzz-nada')).toEqual([]);
    expect(await bodies(a.api, '?q=%25')).toEqual([]);
    const csv = await t.app.inject({
      url: `/api/notification/export.csv?q=${order.number}`,
      headers: authHeader(a.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Fecha;Tipo;Título;Texto;Leído');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`Tu pedido ${order.number} fue registrado.`);
    expect(lines[1]).toContain('Pedido nuevo');
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
