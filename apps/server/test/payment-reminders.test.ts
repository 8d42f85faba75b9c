import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REMINDER_MESSAGES as M,
  WHATSAPP_MESSAGES as W,
  addDays,
  formatMoney,
  laPazDay,
} from '@taller/shared';
import { loginAs } from './auth-helpers';
import { sendProof, setBillingInfo } from './billing-helpers';
import { createCluster } from './cluster-helpers';
import { startFakeGraph } from './fake-graph';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, expectRefused, okData, type Caller } from './people-helpers';
import { eventually } from './poll';
import { startSmtpServer } from './smtp';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { configureWhatsApp, outboxDrained } from './whatsapp-helpers';

const RULE = { enabled: true, daysBefore: [3], onDueDate: true, everyDaysAfter: 7, byEmail: true };
const PHONE = '+59170000031';
const OPTED_OUT_PHONE = '+59170000032';
/** A bill's due date, far enough ahead that the days before it are still after its issue. */
const DUE = addDays(laPazDay(new Date()), 10);
/** Noon in La Paz (16:00 UTC) of `day`. */
const noonOf = (day: string) => new Date(`${day}T16:00:00Z`);

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: Caller;
let token: string;
let f: OrderFixtures;

type Bill = { id: number; number: string; orderId: number; totalCents: number; currency: string };

/** A TOTAL bill of a new order of `clientId`, falling due on DUE. */
async function billFor(clientId: number): Promise<Bill> {
  const order = await createOrder(api, f, { clientId });
  const bill = await creator<Bill>(api, '/api/bill/create')({ orderId: order.id, kind: 'TOTAL' });
  const due = await api('PUT', `/api/bill/${bill.id}/due-date`, { dueDate: DUE });
  expect(due.statusCode, due.text).toBe(200);
  return bill;
}
const newClient = (tag: string, extra: object = {}) =>
  creator(
    api,
    '/api/client/create',
  )({ name: `Cliente ${tag}`, documentNumber: `REM${tag}`, ...extra });
/** Runs one pass of reminders as if it were noon in La Paz on `day`. */
async function runOn(day: string) {
  t.app.reminders.clock.now = () => noonOf(day);
  return t.app.reminders.runDue();
}
const remindersOf = async (billId: number) =>
  t.app.db.selectFrom('billReminders').selectAll().where('billId', '=', billId).execute();

beforeAll(async () => {
  graph = await startFakeGraph();
  smtp = await startSmtpServer();
  t = await createTestApp({
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_RETRY_BASE_MS: '20',
    SMTP_URL: smtp.url,
  });
  token = (await loginAs(t, 'DIRECTOR', 'Directora Cobranzas')).token;
  api = caller(t, token);
  await setBillingInfo(api);
  f = await orderFixtures(api, 'REM');
  await configureWhatsApp(api, f.client.id, PHONE);
  const templates = (await api('GET', '/api/whatsapp/templates')).body.data.items as {
    kind: string;
  }[];
  const saved = await api('PUT', '/api/whatsapp/templates', {
    items: templates.map((it) =>
      it.kind === 'PAYMENT_REMINDER'
        ? {
            ...it,
            enabled: true,
            templateName: 'recordatorio_pago',
            language: 'es',
            variables: ['billNumber', 'amount', 'date'],
            document: true,
          }
        : it,
    ),
  });
  expect(saved.statusCode, saved.text).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
  await smtp?.close();
});

describe(`payment reminders (${testDialect})`, () => {
  it('keeps one rule set: off by default, managers change it, bad rules refused in Spanish', async () => {
    const first = await api('GET', '/api/reminder-rule');
    expect(first.body.data).toMatchObject({
      enabled: false,
      daysBefore: [3],
      onDueDate: true,
      everyDaysAfter: 7,
      byEmail: true,
      updatedAt: null,
    });
    for (const [body, message] of [
      [{ ...RULE, daysBefore: [0] }, M.dayInvalid],
      [{ ...RULE, daysBefore: [61] }, M.dayInvalid],
      [{ ...RULE, daysBefore: [3, 3] }, M.daysBeforeRepeated],
      [{ ...RULE, daysBefore: [1, 2, 3, 4, 5, 6] }, M.daysBeforeTooMany],
      [{ ...RULE, everyDaysAfter: 0 }, M.everyDaysAfterInvalid],
      [{ ...RULE, everyDaysAfter: 1.5 }, M.everyDaysAfterInvalid],
    ] as const)
      expectRefused(await api('PUT', '/api/reminder-rule', body), 400, message);
    const saved = okData(
      await api('PUT', '/api/reminder-rule', { ...RULE, daysBefore: [1, 5] }),
      M.ruleSaved,
    );
    expect(saved).toMatchObject({ daysBefore: [5, 1], updatedBy: 'Directora Cobranzas' });
    const producer = caller(t, (await loginAs(t, 'PRODUCER', 'Pedro Productor')).token);
    expect((await producer('GET', '/api/reminder-rule')).statusCode).toBe(403);
    expect((await producer('PUT', '/api/reminder-rule', RULE)).statusCode).toBe(403);
  });

  it('reminds on the days the rules name, once a day, with the bill attached by WhatsApp and email', async () => {
    okData(await api('PUT', '/api/reminder-rule', RULE), M.ruleSaved);
    await api('PUT', '/api/client/update', { id: f.client.id, email: 'madre@familia.test' });
    const bill = await billFor(f.client.id);
    const days = [-5, -3, -2, 0, 1, 6, 7, 8, 13, 14].map((d) => addDays(DUE, d));
    for (const day of days) {
      await runOn(day);
      await runOn(day); // a second pass the same day adds nothing
    }
    const log = await remindersOf(bill.id);
    expect(log.map((r) => [r.day, Number(r.daysFromDue)]).sort()).toEqual(
      [-3, 0, 7, 14].map((d) => [addDays(DUE, d), d]).sort(),
    );
    await outboxDrained(t);
    // The client's WhatsApp: one template per reminder, with the bill's PDF uploaded first.
    const sent = () =>
      graph.accepted.filter(
        (c) => (c.body.template as { name?: string } | undefined)?.name === 'recordatorio_pago',
      );
    await expect.poll(() => sent().length, eventually).toBe(4);
    const template = sent()[0]!.body.template as { components: Record<string, unknown>[] };
    const header = template.components[0] as {
      parameters: { document: { id: string; filename: string } }[];
    };
    const document = header.parameters[0]!.document;
    expect(document.filename).toBe(`nota-de-venta-${bill.number}.pdf`);
    const uploaded = graph.uploads.find((u) => u.id === document.id)!;
    expect(uploaded.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(template.components[1]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: bill.number },
        { type: 'text', text: formatMoney(bill.totalCents, bill.currency) },
        { type: 'text', text: DUE.split('-').reverse().join('/') },
      ],
    });
    // The email, with the PDF attached.
    const mail = await smtp.waitFor('madre@familia.test');
    expect(mail.raw).toContain(bill.number);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=nota-de-venta-/);
    await expect
      .poll(
        () => smtp.received.filter((m) => m.to.includes('madre@familia.test')).length,
        eventually,
      )
      .toBe(4);
    // The bill's log.
    await expect
      .poll(
        async () => (await api('GET', `/api/bill/${bill.id}/reminders`)).body.data.items,
        eventually,
      )
      .toEqual(
        [14, 7, 0, -3].map((d) =>
          expect.objectContaining({
            day: addDays(DUE, d),
            daysFromDue: d,
            whatsappStatus: 'SENT',
            emailStatus: 'SENT',
            emailTo: 'madre@familia.test',
          }),
        ),
      );
    expect((await api('GET', '/api/bill/999999/reminders')).statusCode).toBe(404);
  });

  it('never reminds of a paid or annulled bill, nor a paused client; an opted-out one is logged as skipped', async () => {
    okData(await api('PUT', '/api/reminder-rule', { ...RULE, byEmail: false }), M.ruleSaved);
    const paid = await billFor(f.client.id);
    const proof = await sendProof(t, token, {
      orderId: paid.orderId,
      billId: paid.id,
      amountCents: paid.totalCents,
      paidAt: laPazDay(new Date()),
      method: 'TRANSFER',
    });
    expect(proof.statusCode).toBe(200);
    await api('POST', `/api/payment/${proof.body.data.id}/approve`);
    const annulled = await billFor(f.client.id);
    await api('POST', `/api/bill/${annulled.id}/annul`, { reason: 'Prueba' });
    const paused = await newClient('P', { remindersPaused: true });
    expect(paused).toMatchObject({ remindersPaused: true });
    const pausedBill = await billFor(paused.id);
    const out = await newClient('O', { phone: OPTED_OUT_PHONE });
    const outBill = await billFor(out.id);

    expect(await runOn(DUE)).toBe(1);
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(annulled.id)).toEqual([]);
    expect(await remindersOf(pausedBill.id)).toEqual([]);
    await outboxDrained(t);
    expect(graph.calls.filter((c) => c.body.to === OPTED_OUT_PHONE.slice(1))).toEqual([]);
    const [logged] = (await api('GET', `/api/bill/${outBill.id}/reminders`)).body.data.items;
    expect(logged).toMatchObject({
      daysFromDue: 0,
      whatsappStatus: 'SKIPPED',
      whatsappError: W.skippedNoConsent,
      emailStatus: 'NONE',
    });
    // Unpaused, the client is reminded again (the next rule day).
    await api('PUT', '/api/client/update', { id: paused.id, remindersPaused: false });
    expect(await runOn(addDays(DUE, 7))).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(pausedBill.id)).toHaveLength(1);
  });

  it('sends nothing while the rules are off', async () => {
    okData(await api('PUT', '/api/reminder-rule', { ...RULE, enabled: false }), M.ruleSaved);
    const bill = await billFor(f.client.id);
    expect(await runOn(DUE)).toBe(0);
    expect(await remindersOf(bill.id)).toEqual([]);
  });
});

describe.skipIf(testDialect !== 'postgres')('payment reminders on two servers (postgres)', () => {
  it('two passes at once on two servers remind each bill once', { timeout: 60_000 }, async () => {
    const cluster = await createCluster(2);
    try {
      const [a, b] = cluster.apps as [TestApp, TestApp];
      const director = caller(a, (await loginAs(a, 'DIRECTOR', 'Directora Dos')).token);
      await setBillingInfo(director);
      const fx = await orderFixtures(director, 'RR');
      okData(await director('PUT', '/api/reminder-rule', RULE), M.ruleSaved);
      const bills: number[] = [];
      for (let i = 0; i < 5; i++) {
        const order = await createOrder(director, fx);
        const bill = await creator(
          director,
          '/api/bill/create',
        )({ orderId: order.id, kind: 'TOTAL' });
        await director('PUT', `/api/bill/${bill.id}/due-date`, { dueDate: DUE });
        bills.push(bill.id);
      }
      for (const app of [a, b]) app.app.reminders.clock.now = () => noonOf(DUE);
      const counts = await Promise.all([a, b, a, b].map((app) => app.app.reminders.runDue()));
      expect(counts.reduce((x, y) => x + y, 0)).toBe(5);
      const rows = await a.app.db.selectFrom('billReminders').select('billId').execute();
      expect(rows.map((r) => r.billId).sort()).toEqual([...bills].sort());
      const events = await a.app.db
        .selectFrom('events')
        .select('id')
        .where('kind', '=', 'PAYMENT_REMINDER')
        .execute();
      expect(events).toHaveLength(5);
    } finally {
      await cluster.close();
    }
  });
});
