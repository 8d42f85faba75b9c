/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './auth-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { signedInClient } from './client-area-helpers';
import { materialCreator, move } from './material-helpers';
import { orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, signedInCaller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { testDialect } from './test-app';

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const D = '/director/dashboard';

/**
 * 'Inicio' (issue 38) against a fixture computed by hand; days are counted from today (UTC).
 *
 * | order | status        | promised   | pieces               | notes                      |
 * | A     | PENDING       | today + 2  | birrete × 3          | due this week              |
 * | B     | IN_PRODUCTION | today − 3  | pack × 8 (16 pieces) | overdue; 5 caps through every stage |
 * | C     | FINISHED      | today + 6  | birrete × 2          | due this week (last day)   |
 * | D     | DELIVERED     | today − 5  | birrete × 1          | not overdue (delivered)    |
 * | E     | CANCELLED     | today + 1  | birrete × 1          | due this week (the list shows every status) |
 * | F     | PENDING       | today + 7  | birrete × 1          | after the week             |
 * | G     | PENDING       | today − 1  | birrete × 4          | in the trash: nowhere      |
 *
 * Bills: C advance 30.00 issued 40 days ago, 10.00 approved (owes 20.00, over 30 days); A advance
 * 20.00 issued 10 days ago (owes 20.00); F advance 5.00 annulled. Proofs waiting: three on A,
 * received 5 days, 2 days and 1 hour ago. Materials: LOW (minimum 10, stock 2), ZERO (no
 * minimum), OK (minimum 5, stock 8), a low one in the trash. Tickets: two OPEN, one ANSWERED, one
 * CLOSED, one OPEN in the trash. WhatsApp: client 1 wrote and was answered; client 2 was written
 * to and wrote back; client 3 only wrote; an unknown number wrote: two waiting.
 */
describe(`home: every figure against a hand-computed fixture (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  let f: OrderFixtures;
  const ids: Record<string, number> = {};

  async function order(items: object[], promised: number, moves: string[] = []) {
    const created = await creator<{ id: number; number: string }>(
      api,
      '/api/order/create',
    )({ clientId: f.client.id, promisedDate: '2030-01-01', items });
    for (const status of moves) {
      const moved = await api('POST', `/api/order/${created.id}/status`, {
        status,
        ...(status === 'CANCELLED' ? { note: 'El cliente desistió' } : {}),
      });
      expect(moved.statusCode, moved.text).toBe(200);
    }
    await setPromised(created.id, promised);
    return created.id;
  }
  const setPromised = (id: number, days: number) =>
    ctx.t.app.db
      .updateTable('orders')
      .set({ promisedDate: dayFrom(days) })
      .where('id', '=', id)
      .execute();
  const birretes = (quantity: number) => [{ productId: f.birrete.id, quantity }];

  async function bill(orderId: number, amountCents: number, daysAgo: number) {
    const res = await api('POST', '/api/bill/create', { orderId, kind: 'ADVANCE', amountCents });
    expect(res.statusCode, res.text).toBe(200);
    const issuedAt = new Date(Date.now() - daysAgo * DAY).toISOString();
    await ctx.t.app.db
      .updateTable('bills')
      .set({ issuedAt })
      .where('id', '=', res.body.data.id)
      .execute();
    return res.body.data.id as number;
  }

  async function proof(orderId: number, amountCents: number, hoursAgo: number, billId?: number) {
    const sent = await sendProof(ctx.t, ctx.token, {
      orderId,
      billId,
      amountCents,
      paidAt: dayFrom(0),
      method: 'TRANSFER',
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await ctx.t.app.db
      .updateTable('payments')
      .set({ createdAt })
      .where('id', '=', sent.body.data.id)
      .execute();
    return sent.body.data.id as number;
  }

  beforeAll(async () => {
    f = await orderFixtures(api, 'H');
    ids.A = await order(birretes(3), 2);
    const b = await orderInProduction(api, 'HB', f.client.id);
    ids.B = b.order.id;
    await setPromised(ids.B, -3);
    for (const stage of await stagesOf(api)) {
      const res = await recordProgress(api, ids.B, {
        stageId: stage.id,
        productId: b.gorra.id,
        size: null,
        count: 5,
      });
      expect(res.statusCode, res.text).toBe(200);
    }
    ids.C = await order(birretes(2), 6, ['IN_PRODUCTION', 'FINISHED']);
    ids.D = await order(birretes(1), -5, ['IN_PRODUCTION', 'FINISHED', 'DELIVERED']);
    ids.E = await order(birretes(1), 1, ['CANCELLED']);
    ids.F = await order(birretes(1), 7);
    ids.G = await order(birretes(4), -1);
    expect((await api('DELETE', `/api/order/delete/${ids.G}`)).statusCode).toBe(200);

    await setBillingInfo(api);
    const billC = await bill(ids.C, 3000, 40);
    const paid = await proof(ids.C, 1000, 24 * 30, billC);
    expect((await api('POST', `/api/payment/${paid}/approve`)).statusCode).toBe(200);
    await bill(ids.A, 2000, 10);
    const annulled = await bill(ids.F, 500, 1);
    const annul = await api('POST', `/api/bill/${annulled}/annul`, { reason: 'NIT equivocado' });
    expect(annul.statusCode, annul.text).toBe(200);
    ids.p1 = await proof(ids.A, 100, 24 * 5);
    ids.p2 = await proof(ids.A, 200, 24 * 2);
    ids.p3 = await proof(ids.A, 300, 1);

    const material = materialCreator(api);
    const low = await material('LOW', { minStock: 10 });
    await move(api, { type: 'IN', materialId: low.id, quantity: 2 });
    await material('ZERO');
    const okay = await material('OK', { minStock: 5 });
    await move(api, { type: 'IN', materialId: okay.id, quantity: 8 });
    const gone = await material('GONE', { minStock: 3 });
    expect((await api('DELETE', `/api/material/delete/${gone.id}`)).statusCode).toBe(200);

    const db = ctx.t.app.db;
    const now = new Date().toISOString();
    const ticket = (status: string, deletedAt: string | null = null) => ({
      clientId: f.client.id,
      orderId: null,
      subject: `Consulta ${status}`,
      subjectKey: `consulta ${status.toLowerCase()}`,
      status,
      awaitingStaff: status === 'OPEN' ? 1 : 0,
      lastMessageAt: now,
      createdBy: 'Cliente H',
      updatedBy: null,
      createdAt: now,
      updatedAt: now,
      deletedAt,
      deletedBy: deletedAt ? 'Diana Directora' : null,
    });
    await db
      .insertInto('supportTickets')
      .values([
        ticket('OPEN'),
        ticket('OPEN'),
        ticket('ANSWERED'),
        ticket('CLOSED'),
        ticket('OPEN', now),
      ])
      .execute();

    const client = creator(api, '/api/client/create');
    const c2 = await client({ name: 'Cliente W2', documentNumber: 'DOCW2' });
    const c3 = await client({ name: 'Cliente W3', documentNumber: 'DOCW3' });
    const message = (clientId: number | null, direction: 'IN' | 'OUT') => ({
      clientId,
      eventId: null,
      direction,
      type: 'text',
      phone: '+59170000000',
      templateName: null,
      language: null,
      variables: null,
      body: 'Hola',
      status: direction === 'IN' ? 'RECEIVED' : 'SENT',
      wamid: null,
      error: null,
      nextAttemptAt: null,
      leaseUntil: null,
      createdAt: now,
      updatedAt: now,
      createdBy: null,
    });
    for (const row of [
      message(f.client.id, 'IN'),
      message(f.client.id, 'OUT'),
      message(c2.id, 'OUT'),
      message(c2.id, 'IN'),
      message(c3.id, 'IN'),
      message(null, 'IN'),
    ])
      await db.insertInto('whatsappMessages').values(row).execute();
  });

  it("answers every figure a director sees, each with its list's filter", async () => {
    const res = await api('GET', '/api/home');
    expect(res.statusCode, res.text).toBe(200);
    const home = res.body.data;
    expect(home.today).toBe(dayFrom(0));
    expect(home.weekEnd).toBe(dayFrom(6));
    expect(home.dueThisWeek).toEqual({
      count: 3,
      link: { route: `${D}/orders`, query: { from: dayFrom(0), to: dayFrom(6) } },
    });
    expect(home.overdue).toEqual({
      count: 1,
      link: { route: `${D}/orders`, query: { overdue: 'true' } },
    });
    const figures = home.byStatus.map((s: any) => [s.status, s.count, s.pieces, s.piecesDone]);
    expect(figures).toEqual([
      ['PENDING', 2, 4, 0],
      ['IN_PRODUCTION', 1, 16, 5],
      ['FINISHED', 1, 2, 0],
      ['DELIVERED', 1, 1, 0],
      ['CANCELLED', 1, 1, 0],
    ]);
    expect(home.byStatus[1].link).toEqual({
      route: `${D}/orders`,
      query: { status: 'IN_PRODUCTION' },
    });
    expect(home.lowStock).toEqual({
      count: 1,
      link: { route: `${D}/materials`, query: { lowStock: 'true' } },
    });
    expect(home.proofs.count).toBe(3);
    expect(home.proofs.link).toEqual({
      route: `${D}/verification-bills`,
      query: { status: 'PENDING' },
    });
    expect(home.proofs.oldest.map((p: any) => [p.id, p.amountCents])).toEqual([
      [ids.p1, 100],
      [ids.p2, 200],
      [ids.p3, 300],
    ]);
    expect(home.owed).toEqual({
      cents: 4000,
      link: { route: `${D}/bills`, query: {} },
      over30Cents: 2000,
      over30Link: { route: `${D}/bills`, query: { to: dayFrom(-31) } },
    });
    expect(home.openTickets).toEqual({
      count: 2,
      link: { route: `${D}/support`, query: { status: 'OPEN' } },
    });
    expect(home.whatsappWaiting).toEqual({
      count: 2,
      link: { route: `${D}/whatsapp`, query: {} },
    });
  });

  it('counts what each linked list shows with that filter', async () => {
    const home = (await api('GET', '/api/home')).body.data;
    const total = async (path: string, query: Record<string, string>) => {
      const res = await api('GET', `${path}?${new URLSearchParams(query)}`);
      expect(res.statusCode, res.text).toBe(200);
      return res.body.data.total as number;
    };
    expect(await total('/api/order', home.dueThisWeek.link.query)).toBe(home.dueThisWeek.count);
    expect(await total('/api/order', home.overdue.link.query)).toBe(home.overdue.count);
    for (const row of home.byStatus)
      expect(await total('/api/order', row.link.query)).toBe(row.count);
    expect(await total('/api/material', home.lowStock.link.query)).toBe(home.lowStock.count);
    expect(await total('/api/payment', home.proofs.link.query)).toBe(home.proofs.count);
    expect(await total('/api/ticket', home.openTickets.link.query)).toBe(home.openTickets.count);
    const bills = async (query: Record<string, string>) => {
      const res = await api('GET', `/api/bill?${new URLSearchParams(query)}`);
      return res.body.data.totals.totalCents - res.body.data.totals.paidCents;
    };
    expect(await bills(home.owed.link.query)).toBe(home.owed.cents);
    expect(await bills(home.owed.over30Link.query)).toBe(home.owed.over30Cents);
  });

  it('gives a producer the production part only, the rest left out by the server', async () => {
    const user = await createUser(ctx.t, { role: 'PRODUCER', name: 'Pedro Productor' });
    const session = await login(ctx.t, user.email, user.password);
    const res = await caller(ctx.t, session.token)('GET', '/api/home');
    expect(res.statusCode, res.text).toBe(200);
    const home = res.body.data;
    expect(home.dueThisWeek.count).toBe(3);
    expect(home.overdue.count).toBe(1);
    expect(home.lowStock.count).toBe(1);
    expect(home.byStatus).toHaveLength(5);
    expect(home.proofs).toBeNull();
    expect(home.owed).toBeNull();
    expect(home.openTickets).toBeNull();
    expect(home.whatsappWaiting).toBeNull();
    expect(res.text).not.toContain('verification-bills');
  });

  it('refuses a client and a caller without a session', async () => {
    const client = await signedInClient(ctx.t, api, 'Cliente Curioso');
    const refused = await client.api('GET', '/api/home');
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.text).code).toBe('FORBIDDEN');
    const anonymous = await caller(ctx.t)('GET', '/api/home');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`home: a new workshop (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');

  it('answers zeros, not an error', async () => {
    const res = await ctx.api('GET', '/api/home');
    expect(res.statusCode, res.text).toBe(200);
    const home = res.body.data;
    expect(home.dueThisWeek.count).toBe(0);
    expect(home.overdue.count).toBe(0);
    expect(home.byStatus.every((s: any) => s.count === 0 && s.pieces === 0)).toBe(true);
    expect(home.lowStock.count).toBe(0);
    expect(home.proofs).toMatchObject({ count: 0, oldest: [] });
    expect(home.owed).toMatchObject({ cents: 0, over30Cents: 0 });
    expect(home.openTickets.count).toBe(0);
    expect(home.whatsappWaiting.count).toBe(0);
  });
});
