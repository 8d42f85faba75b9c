import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT_KINDS, EVENT_KINDS } from '@taller/shared';
import { emitSiatProblem } from '../src/modules/billing/bill-events';
import { loginAs } from './auth-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { deliver, finishedOrder } from './delivery-helpers';
import { startFakeGraph } from './fake-graph';
import { materialCreator, move } from './material-helpers';
import { clientAccount } from './notification-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, type Answer, type Caller } from './people-helpers';
import { eventually } from './poll';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { configureWhatsApp, outboxDrained } from './whatsapp-helpers';

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let api: Caller;
/** The director who is told (not the one who acts). */
let directorId: number;
let readerApi: Caller;
let f: OrderFixtures;
let client: { id: number; token: string; api: Caller };

const ok = async (answer: Promise<Answer>) => {
  const res = await answer;
  if (res.statusCode !== 200) throw new Error(res.text);
  return res;
};

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ WHATSAPP_API_URL: graph.url, WHATSAPP_RETRY_BASE_MS: '20' });
  const d = await loginAs(t, 'DIRECTOR', 'Directora Eventos');
  api = caller(t, d.token);
  // The one who acts is not notified of their own actions: another director reads them.
  const reader = await loginAs(t, 'DIRECTOR', 'Directora Lectora');
  directorId = reader.id;
  readerApi = caller(t, reader.token);
  await setBillingInfo(api);
  f = await orderFixtures(api, 'EVT');
  await configureWhatsApp(api, f.client.id, '+59170000077');
  const account = await clientAccount(t, f.client.id);
  client = { id: account.id, token: account.token, api: caller(t, account.token) };
  // Every kind: the director hears of it, the client of theirs, each with a template.
  await ok(
    api('PUT', '/api/notification/recipients', {
      items: EVENT_KINDS.map((kind) => ({
        kind,
        roles: ['DIRECTOR'],
        notifyClient: CLIENT_EVENT_KINDS.includes(kind),
      })),
    }),
  );
  const templates = (await api('GET', '/api/whatsapp/templates')).body.data.items as object[];
  await ok(
    api('PUT', '/api/whatsapp/templates', {
      items: templates.map((template) => {
        const kind = (template as { kind: (typeof EVENT_KINDS)[number] }).kind;
        return {
          ...template,
          kind,
          enabled: CLIENT_EVENT_KINDS.includes(kind),
          templateName: kind.toLowerCase(),
          language: 'es',
          variables: ['orderNumber', 'billNumber', 'document'],
        };
      }),
    }),
  );
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

/** Drives every declared kind through what causes it (SIAT's through the helper lane server calls). */
async function causeEveryKind() {
  const order = await createOrder(api, f);
  await ok(api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' }));
  const bill = (
    await ok(
      api('POST', '/api/bill/create', { orderId: order.id, kind: 'ADVANCE', amountCents: 5000 }),
    )
  ).body.data;
  const proof = async () =>
    (
      await sendProof(
        t,
        client.token,
        { orderId: order.id, amountCents: 1000, paidAt: '2026-01-10', method: 'QR' },
        undefined,
        '/api/client-area/payments/create',
      )
    ).body.data as { id: number };
  await ok(api('POST', `/api/payment/${(await proof()).id}/approve`));
  await ok(api('POST', `/api/payment/${(await proof()).id}/reject`, { reason: 'Ilegible' }));
  await ok(api('POST', `/api/bill/${bill.id}/annul`, { reason: 'NIT equivocado' }));
  await t.app.db.transaction().execute((trx) => emitSiatProblem(trx, bill.id, 'NIT inválido'));

  const made = await orderInProduction(api, 'EVR', f.client.id);
  const pieces = [
    { productId: made.gorra.id, size: null, count: 8 },
    { productId: made.polo.id, size: 'S', count: 3 },
    { productId: made.polo.id, size: 'M', count: 4 },
    { productId: made.polo.id, size: 'L', count: 1 },
  ];
  for (const stage of await stagesOf(api))
    for (const piece of pieces)
      await ok(recordProgress(api, made.order.id, { stageId: stage.id, ...piece }));

  const finished = await finishedOrder(api, f, 2);
  await ok(
    deliver(api, finished.order.id, { personId: finished.people[0]!.id, state: 'DELIVERED' }),
  );

  const material = await materialCreator(api)('TELA-EVT', { minStock: 5 });
  await move(api, { type: 'IN', materialId: material.id, quantity: 10 });
  await move(api, { type: 'OUT', materialId: material.id, quantity: 6 }); // 4 < 5: crosses
  await move(api, { type: 'OUT', materialId: material.id, quantity: 1 }); // still low: no event
  await move(api, { type: 'IN', materialId: material.id, quantity: 5 }); // recovers (8)
  await move(api, { type: 'OUT', materialId: material.id, quantity: 4 }); // crosses again

  const ticket = await creator<{ id: number }>(
    client.api,
    '/api/client-area/tickets/create',
  )({ subject: '¿Cuándo entregan?', message: 'Antes del acto, por favor.' });
  await ok(api('POST', `/api/ticket/${ticket.id}/reply`, { message: 'El lunes.' }));

  // A payment reminder: an owed bill on its due date, with the rules on (the clock set to it).
  const unpaid = await createOrder(api, f);
  const owed = (await ok(api('POST', '/api/bill/create', { orderId: unpaid.id, kind: 'TOTAL' })))
    .body.data as { dueDate: string };
  t.app.reminders.clock.now = () => new Date(`${owed.dueDate}T16:00:00Z`);
  const rule = {
    enabled: true,
    daysBefore: [],
    onDueDate: true,
    everyDaysAfter: null,
    byEmail: false,
  };
  await ok(api('PUT', '/api/reminder-rule', rule));
  await t.app.reminders.runDue();
}

describe(`every declared event is emitted and delivered once (${testDialect})`, () => {
  it(
    'each kind reaches the director in-app, the client in-app and by WhatsApp, exactly once',
    { timeout: 120_000 },
    async () => {
      await causeEveryKind();
      await outboxDrained(t);
      const events = await t.app.db
        .selectFrom('events')
        .select(['id', 'kind', 'payload'])
        .execute();
      const kinds = new Set(events.map((e) => e.kind));
      expect(EVENT_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
      // Low stock: once per crossing (twice here), not for each movement while below.
      expect(events.filter((e) => e.kind === 'LOW_STOCK')).toHaveLength(2);

      const notes = await t.app.db
        .selectFrom('notifications')
        .select(['eventId', 'userId'])
        .execute();
      const count = (eventId: number, userId: number) =>
        notes.filter((n) => n.eventId === eventId && n.userId === userId).length;
      for (const event of events) {
        expect(count(event.id, directorId), event.kind).toBe(1);
        const payload = JSON.parse(event.payload) as { clientId?: number; actorId?: number };
        // The client is told of their own kinds, except of what they did themselves (a proof).
        const forClient =
          CLIENT_EVENT_KINDS.includes(event.kind as never) &&
          payload.clientId === f.client.id &&
          payload.actorId !== client.id;
        expect(count(event.id, client.id), event.kind).toBe(forClient ? 1 : 0);
      }

      const toClient = events.filter(
        (e) =>
          CLIENT_EVENT_KINDS.includes(e.kind as never) &&
          (JSON.parse(e.payload) as { clientId?: number }).clientId === f.client.id,
      );
      await expect
        .poll(
          async () =>
            (
              await t.app.db
                .selectFrom('whatsappMessages')
                .select('id')
                .where('status', '=', 'SENT')
                .where('direction', '=', 'OUT')
                .execute()
            ).length,
          eventually,
        )
        .toBe(toClient.length);
      const sent = await t.app.db
        .selectFrom('whatsappMessages')
        .select(['eventId'])
        .where('direction', '=', 'OUT')
        .execute();
      expect(sent.map((m) => m.eventId).sort()).toEqual(toClient.map((e) => e.id).sort());
      expect(graph.accepted).toHaveLength(toClient.length);
      const names = graph.accepted.map((call) =>
        (call.body.template as { name: string }).name.toUpperCase(),
      );
      for (const kind of CLIENT_EVENT_KINDS) expect(names, kind).toContain(kind);
      // Staff-only kinds never reach the client's phone.
      expect(names).not.toContain('LOW_STOCK');
      expect(names).not.toContain('SIAT_PROBLEM');
      expect(names).not.toContain('SUPPORT_TICKET');
    },
  );

  it('names a nota de venta as such, never as a factura', async () => {
    const items = (await client.api('GET', '/api/notification?type=BILL_ISSUED')).body.data
      .items as { title: string; body: string }[];
    expect(items[0]!.title).toBe('Nota de venta emitida');
    expect(items[0]!.body).toMatch(/^Nota de venta F-?\S+ por /);
    const annulled = (await readerApi('GET', '/api/notification?type=BILL_ANNULLED')).body.data
      .items as {
      title: string;
    }[];
    expect(annulled[0]!.title).toBe('Nota de venta anulada');
  });
});
