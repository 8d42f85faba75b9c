/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, loginAs } from './auth-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { signedInClient } from './client-area-helpers';
import { createCluster } from './cluster-helpers';
import { signedWebhook } from './fake-graph';
import { materialCreator, move } from './material-helpers';
import { orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, signedInCaller, type Caller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { testDialect, type TestApp } from './test-app';
import { eventually } from './poll';
import { SECRETS, configureWhatsApp } from './whatsapp-helpers';

const DAY = 86_400_000;
const dayFrom = (days: number, from = Date.now()) =>
  new Date(from + days * DAY).toISOString().slice(0, 10);

/** The home's figures a test compares, read through the API. */
async function figures(api: Caller) {
  const res = await api('GET', '/api/home');
  expect(res.statusCode, res.text).toBe(200);
  const home = res.body.data;
  const status = (name: string) => home.byStatus.find((s: any) => s.status === name);
  return {
    due: home.dueThisWeek.count as number,
    overdue: home.overdue.count as number,
    pending: status('PENDING').count as number,
    inProduction: status('IN_PRODUCTION').count as number,
    piecesDone: status('IN_PRODUCTION').piecesDone as number,
    lowStock: home.lowStock.count as number,
    proofs: home.proofs.count as number,
    owed: home.owed.cents as number,
    tickets: home.openTickets.count as number,
    whatsapp: home.whatsappWaiting.count as number,
  };
}

/**
 * 'Inicio' is kept between calls (decision 009): each kind of write, through the API or around
 * it, shows in the very next answer, and the day is part of what it is kept for.
 */
describe(`home: kept, never stale (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  let f: OrderFixtures;
  const home = () => figures(api);

  beforeAll(async () => {
    f = await orderFixtures(api, 'HF');
    await setBillingInfo(api);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an unchanged home from what it kept: one ETag, 304 when the caller holds it', async () => {
    const first = await api('GET', '/api/home');
    const second = await api('GET', '/api/home');
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { ...authHeader(ctx.token), 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an order created, moved and deleted in the next answer', async () => {
    const create = creator<{ id: number }>(api, '/api/order/create');
    const body = { clientId: f.client.id, items: [{ productId: f.birrete.id, quantity: 2 }] };
    const before = await home();
    const kept = await create({ ...body, promisedDate: dayFrom(2) });
    const created = await home();
    expect([created.due, created.pending]).toEqual([before.due + 1, before.pending + 1]);
    const moved = await api('POST', `/api/order/${kept.id}/status`, { status: 'IN_PRODUCTION' });
    expect(moved.statusCode, moved.text).toBe(200);
    const inProduction = await home();
    expect([inProduction.pending, inProduction.inProduction]).toEqual([
      before.pending,
      before.inProduction + 1,
    ]);
    const gone = await create({ ...body, promisedDate: dayFrom(1) });
    expect((await home()).due).toBe(before.due + 2);
    expect((await api('DELETE', `/api/order/delete/${gone.id}`)).statusCode).toBe(200);
    expect((await home()).due).toBe(before.due + 1);
  });

  it('shows a bulk status change (one controlled transaction) in the next answer', async () => {
    const create = creator<{ id: number }>(api, '/api/order/create');
    const body = { clientId: f.client.id, items: [{ productId: f.birrete.id, quantity: 1 }] };
    const ids = [
      (await create({ ...body, promisedDate: dayFrom(4) })).id,
      (await create({ ...body, promisedDate: dayFrom(5) })).id,
    ];
    for (const [status, shift] of [
      ['IN_PRODUCTION', 2],
      ['FINISHED', -2],
    ] as const) {
      const before = await home();
      const moved = await api('POST', '/api/order/bulk', { action: 'status', ids, status });
      expect(moved.statusCode, moved.text).toBe(200);
      expect((await home()).inProduction).toBe(before.inProduction + shift);
    }
  });

  it("shows production progress in the next answer's pieces done", async () => {
    const { order, gorra } = await orderInProduction(api, 'HFP', f.client.id);
    const before = await home();
    for (const stage of await stagesOf(api)) {
      const res = await recordProgress(api, order.id, {
        stageId: stage.id,
        productId: gorra.id,
        size: null,
        count: 3,
      });
      expect(res.statusCode, res.text).toBe(200);
    }
    expect((await home()).piecesDone).toBe(before.piecesDone + 3);
  });

  it('shows a bill, a proof and its approval in the next answer', async () => {
    const before = await home();
    const bill = await api('POST', '/api/bill/create', {
      orderId: (
        await creator<{ id: number }>(
          api,
          '/api/order/create',
        )({
          clientId: f.client.id,
          promisedDate: dayFrom(20),
          items: [{ productId: f.birrete.id, quantity: 1 }],
        })
      ).id,
      kind: 'ADVANCE',
      amountCents: 1500,
    });
    expect(bill.statusCode, bill.text).toBe(200);
    expect((await home()).owed).toBe(before.owed + 1500);
    const proof = await sendProof(ctx.t, ctx.token, {
      orderId: bill.body.data.orderId,
      billId: bill.body.data.id,
      amountCents: 500,
      paidAt: dayFrom(0),
      method: 'TRANSFER',
    });
    expect(proof.statusCode, JSON.stringify(proof.body)).toBe(200);
    expect((await home()).proofs).toBe(before.proofs + 1);
    const approved = await api('POST', `/api/payment/${proof.body.data.id}/approve`);
    expect(approved.statusCode, approved.text).toBe(200);
    const after = await home();
    expect([after.proofs, after.owed]).toEqual([before.proofs, before.owed + 1000]);
  });

  it('shows a material below its minimum, and stock received, in the next answer', async () => {
    const before = await home();
    const material = await materialCreator(api)('HF-TELA', { minStock: 10 });
    expect((await home()).lowStock).toBe(before.lowStock + 1);
    await move(api, { type: 'IN', materialId: material.id, quantity: 12 });
    expect((await home()).lowStock).toBe(before.lowStock);
  });

  it("shows a client's ticket and the workshop's reply in the next answer", async () => {
    const client = await signedInClient(ctx.t, api, 'Cliente Fresco');
    const before = await home();
    const ticket = await client.api('POST', '/api/client-area/tickets/create', {
      subject: '¿Está listo?',
      message: 'Pregunto por mi pedido.',
    });
    expect(ticket.statusCode, ticket.text).toBe(200);
    expect((await home()).tickets).toBe(before.tickets + 1);
    const replied = await api('POST', `/api/ticket/${ticket.body.data.id}/reply`, {
      message: 'Sí, mañana.',
    });
    expect(replied.statusCode, replied.text).toBe(200);
    expect((await home()).tickets).toBe(before.tickets);
  });

  it("shows a client's WhatsApp message in the next answer once it is stored", async () => {
    const client = await creator<{ id: number }>(
      api,
      '/api/client/create',
    )({ name: 'Cliente WhatsApp', documentNumber: 'DOC-HFW' });
    await configureWhatsApp(api, client.id, '+59172222222');
    const before = await home();
    const signed = signedWebhook(
      {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              {
                field: 'messages',
                value: {
                  messages: [
                    {
                      from: '59172222222',
                      id: 'wamid.home-fresh',
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: 'text',
                      text: { body: 'Hola, ¿y mi pedido?' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      SECRETS.appSecret,
    );
    const posted = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: signed.payload,
      headers: signed.headers,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    // Stored as the webhook answers or just after: the next answer after that shows it.
    const stored = () =>
      ctx.t.app.db
        .selectFrom('whatsappMessages')
        .select('id')
        .where('wamid', '=', 'wamid.home-fresh')
        .executeTakeFirst();
    await expect.poll(stored, eventually).toBeTruthy();
    expect((await home()).whatsapp).toBe(before.whatsapp + 1);
  });

  it('shows a write made around the services, raw SQL in a transaction or not', async () => {
    const order = await creator<{ id: number }>(
      api,
      '/api/order/create',
    )({
      clientId: f.client.id,
      promisedDate: dayFrom(3),
      items: [{ productId: f.birrete.id, quantity: 1 }],
    });
    const before = await home();
    await sql`update orders set promised_date = ${dayFrom(-2)} where id = ${order.id}`.execute(
      ctx.t.app.db,
    );
    const late = await home();
    expect([late.due, late.overdue]).toEqual([before.due - 1, before.overdue + 1]);
    await ctx.t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ status: 'DELIVERED' })
        .where('id', '=', order.id)
        .execute();
    });
    const finished = await home();
    expect([finished.overdue, finished.pending]).toEqual([before.overdue, before.pending - 1]);
  });

  it("counts from the day it is asked on: tomorrow's answer is not today's", async () => {
    const now = Date.now();
    await creator(
      api,
      '/api/order/create',
    )({
      clientId: f.client.id,
      promisedDate: dayFrom(7, now),
      items: [{ productId: f.birrete.id, quantity: 1 }],
    });
    const today = await home();
    vi.useFakeTimers({ toFake: ['Date'], now: now + DAY });
    // Signed in again tomorrow: today's session may not reach that far.
    const tomorrow = caller(ctx.t, (await loginAs(ctx.t, 'DIRECTOR', 'Diana Mañana')).token);
    const res = await tomorrow('GET', '/api/home');
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data.today).toBe(dayFrom(1, now));
    expect(res.body.data.dueThisWeek.count).toBe(today.due + 1);
  });
});

/** Several servers (decision 019): a write on one shows in the home another one had kept. */
describe.skipIf(testDialect !== 'postgres')('home: kept by several servers', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let apps: TestApp[];
  let directors: Caller[];

  beforeAll(async () => {
    cluster = await createCluster(2);
    apps = cluster.apps;
    const token = (await loginAs(apps[0]!, 'DIRECTOR', 'Directora Común')).token;
    directors = apps.map((t) => caller(t, token));
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('a write on one server is in the next answer of the other', async () => {
    const f = await orderFixtures(directors[0]!, 'HFC');
    const before = await Promise.all(directors.map((api) => figures(api)));
    await creator(
      directors[1]!,
      '/api/order/create',
    )({
      clientId: f.client.id,
      promisedDate: dayFrom(1),
      items: [{ productId: f.birrete.id, quantity: 1 }],
    });
    const after = await Promise.all(directors.map((api) => figures(api)));
    expect(after.map((h) => h.due)).toEqual(before.map((h) => h.due + 1));
    await sql`update orders set deleted_at = ${new Date().toISOString()}`.execute(apps[1]!.app.db);
    expect((await figures(directors[0]!)).due).toBe(0);
  });
});
