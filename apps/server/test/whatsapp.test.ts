import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';
import { loginAs } from './auth-helpers';
import { incomingWebhook, signedWebhook, startFakeGraph, statusWebhook } from './fake-graph';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, type Answer, type Caller, expectDataless, okData } from './people-helpers';
import { eventually } from './poll';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SECRETS, SETTINGS, configureWhatsApp, outboxDrained } from './whatsapp-helpers';

type Message = {
  id: number;
  status: string;
  attempts: number;
  error: string | null;
  variables: string[];
  direction: string;
  body: string | null;
  clientId: number | null;
};

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let director: Caller;
let f: OrderFixtures;
const answers: Answer[] = [];

/** Every answer is kept: none may carry a secret. */
const api: Caller = async (method, url, payload) => {
  const answer = await director(method, url, payload);
  answers.push(answer);
  return answer;
};
const messages = async (query = '') =>
  (await api('GET', `/api/whatsapp/messages${query}`)).body.data.items as Message[];
const webhook = (body: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  });
/** Waits until the outbox has handed out every event (the notifications of each exist). */
beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_RETRY_BASE_MS: '20',
    WHATSAPP_TIMEOUT_MS: '2000',
  });
  director = caller(t, (await loginAs(t, 'DIRECTOR')).token);
  f = await orderFixtures(director, 'WA');
  await configureWhatsApp(api, f.client.id, '+59170000001');
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe(`WhatsApp (${testDialect})`, () => {
  it('keeps its secrets write-only and sealed at rest', async () => {
    const res = await api('GET', '/api/whatsapp/settings');
    expect(res.body.data).toMatchObject({
      enabled: true,
      phoneNumberId: '1234567890',
      apiVersion: 'v21.0',
      hasAccessToken: true,
      hasAppSecret: true,
      hasVerifyToken: true,
    });
    const row = await t.app.db.selectFrom('whatsappSettings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SECRETS.accessToken);
    expect(JSON.stringify(row)).not.toContain(SECRETS.appSecret);
    // Saved again without secrets: the stored ones stay.
    const plain = {
      ...SETTINGS,
      accessToken: undefined,
      appSecret: undefined,
      verifyToken: undefined,
    };
    expect((await api('PUT', '/api/whatsapp/settings', plain)).body.data).toMatchObject({
      hasAccessToken: true,
      hasAppSecret: true,
    });
    expect(
      (await api('PUT', '/api/whatsapp/settings', { ...plain, apiVersion: '21' })).body,
    ).toMatchObject({ status: 400, message: expect.stringContaining(M.apiVersionInvalid) });
  });

  it('sends exactly one templated message per status change, with its variables', async () => {
    const order = await createOrder(api, f);
    const before = graph.accepted.length;
    await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    await expect.poll(() => graph.accepted.length, eventually).toBe(before + 1);
    const call = graph.accepted.at(-1)!;
    expect(call.path).toBe('/v21.0/1234567890/messages');
    expect(call.authorization).toBe(`Bearer ${SECRETS.accessToken}`);
    expect(call.body).toEqual({
      messaging_product: 'whatsapp',
      to: '59170000001',
      type: 'template',
      template: {
        name: 'estado_pedido',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: order.number },
              { type: 'text', text: 'En producción' },
            ],
          },
        ],
      },
    });
    await expect.poll(async () => (await messages())[0]?.status, eventually).toBe('SENT');
    // The order's creation has no template: it sends nothing, and nothing more comes later.
    await createOrder(api, f);
    await outboxDrained(t);
    expect(graph.calls.filter((c) => JSON.stringify(c.body).includes(order.number))).toHaveLength(
      1,
    );
  });

  it('retries a failing API with backoff, and the message is not duplicated', async () => {
    const order = await createOrder(api, f);
    graph.answer('server-error', 'server-error');
    await api('POST', `/api/order/${order.id}/status`, { status: 'CANCELLED', note: 'Sin tela' });
    const mine = () => graph.calls.filter((c) => JSON.stringify(c.body).includes(order.number));
    await expect
      .poll(
        () => graph.accepted.filter((c) => JSON.stringify(c.body).includes(order.number)).length,
        eventually,
      )
      .toBe(1);
    expect(mine()).toHaveLength(3);
    // The Graph API has answered; the sender records it a moment later.
    await expect
      .poll(
        async () => (await messages()).filter((m) => m.variables.includes(order.number)),
        eventually,
      )
      .toMatchObject([{ status: 'SENT', attempts: 3 }]);
  });

  it('marks a refused message failed with its reason; retried by hand it goes once', async () => {
    const order = await createOrder(api, f);
    graph.answer('bad-request');
    await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    await expect
      .poll(
        async () =>
          (await messages('?status=FAILED')).find((m) => m.variables.includes(order.number)),
        eventually,
      )
      .toMatchObject({
        error: 'La API de WhatsApp rechazó el mensaje: Template name does not exist (132001)',
        attempts: 1,
      });
    const failed = (await messages('?status=FAILED')).find((m) =>
      m.variables.includes(order.number),
    )!;
    const retried = await api('POST', `/api/whatsapp/messages/${failed.id}/retry`);
    okData(retried, M.retried);
    await expect
      .poll(async () => (await messages()).find((m) => m.id === failed.id)?.status, eventually)
      .toBe('SENT');
    const again = await api('POST', `/api/whatsapp/messages/${failed.id}/retry`);
    expect(again.body).toEqual({
      status: 409,
      message: M.retryOnlyFailed,
      data: null,
      code: 'STATUS_LOCKED',
    });
    expect((await api('POST', '/api/whatsapp/messages/999999/retry')).statusCode).toBe(404);
  });

  it('answers the webhook verification only with the right token', async () => {
    const ok = await t.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${SECRETS.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
    });
    expectDataless(wrong, 403, M.verifyRefused, 'FORBIDDEN');
  });

  it('refuses a webhook without the right signature and records nothing', async () => {
    const sent = (await messages('?status=SENT'))[0]!;
    const wamid = (
      await t.app.db
        .selectFrom('whatsappMessages')
        .select('wamid')
        .where('id', '=', sent.id)
        .executeTakeFirstOrThrow()
    ).wamid!;
    const body = statusWebhook(wamid, 'read');
    const forged = signedWebhook(body, 'otro-secreto');
    for (const headers of [
      forged.headers,
      { 'content-type': 'application/json' },
      { ...forged.headers, 'x-hub-signature-256': 'sha256=zz' },
    ]) {
      const res = await webhook(forged.payload, headers);
      expectDataless(res, 401, M.signatureRefused, 'INVALID_SIGNATURE');
    }
    const incoming = signedWebhook(
      incomingWebhook('59170000001', 'wamid.in-forged', 'Hola'),
      'otro',
    );
    expect((await webhook(incoming.payload, incoming.headers)).statusCode).toBe(401);
    expect((await messages()).find((m) => m.id === sent.id)?.status).toBe('SENT');
    expect(await messages('?direction=IN')).toEqual([]);
  });

  it('records delivery statuses (never backwards) and failures with their reason', async () => {
    const [latest, older] = await messages('?status=SENT');
    const wamidOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('whatsappMessages')
          .select('wamid')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).wamid!;
    const post = async (body: unknown) => {
      const signed = signedWebhook(body, SECRETS.appSecret);
      const res = await webhook(signed.payload, signed.headers);
      expect(res.statusCode).toBe(200);
    };
    await post(statusWebhook(await wamidOf(latest!.id), 'delivered'));
    await post(statusWebhook(await wamidOf(latest!.id), 'read'));
    await post(statusWebhook(await wamidOf(latest!.id), 'sent'));
    await post(
      statusWebhook(await wamidOf(older!.id), 'failed', [
        {
          code: 131026,
          title: 'Message undeliverable',
          error_data: { details: 'El número no tiene WhatsApp' },
        },
      ]),
    );
    const all = await messages();
    expect(all.find((m) => m.id === latest!.id)?.status).toBe('READ');
    expect(all.find((m) => m.id === older!.id)).toMatchObject({
      status: 'FAILED',
      error: 'Message undeliverable: El número no tiene WhatsApp',
    });
  });

  it('records incoming messages; a free reply goes only inside the 24-hour window', async () => {
    const conversationOf = async (id: number) =>
      (await api('GET', `/api/whatsapp/conversations/${id}`)).body.data;
    expect(await conversationOf(f.client.id)).toMatchObject({
      canReply: false,
      replyRefusal: M.windowClosed,
      windowEndsAt: null,
    });
    expect(
      (await api('POST', '/api/whatsapp/reply', { clientId: f.client.id, text: 'Hola' })).body,
    ).toEqual({ status: 409, message: M.windowClosed, data: null, code: 'REPLY_NOT_ALLOWED' });

    const hello = signedWebhook(
      incomingWebhook('59170000001', 'wamid.in-1', '¿Cuándo está mi pedido?'),
      SECRETS.appSecret,
    );
    expect((await webhook(hello.payload, hello.headers)).json().data).toEqual({
      statuses: 0,
      received: 1,
    });
    // Delivered twice by Meta: recorded once.
    expect((await webhook(hello.payload, hello.headers)).json().data).toEqual({
      statuses: 0,
      received: 0,
    });
    const conversation = await conversationOf(f.client.id);
    expect(conversation).toMatchObject({
      canReply: true,
      replyRefusal: null,
      client: { optIn: true, phone: '+59170000001' },
    });
    expect(conversation.messages.at(-1)).toMatchObject({
      direction: 'IN',
      body: '¿Cuándo está mi pedido?',
      status: 'RECEIVED',
      clientId: f.client.id,
    });

    const reply = await api('POST', '/api/whatsapp/reply', {
      clientId: f.client.id,
      text: 'Mañana por la tarde',
    });
    expect(okData(reply, M.replyQueued)).toMatchObject({ type: 'TEXT', status: 'QUEUED' });
    await expect
      .poll(() => graph.accepted.at(-1)?.body, eventually)
      .toEqual({
        messaging_product: 'whatsapp',
        to: '59170000001',
        type: 'text',
        text: { preview_url: false, body: 'Mañana por la tarde' },
      });

    // A message from more than a day ago opens no window.
    const other = await orderFixtures(director, 'WB');
    await api('PUT', '/api/client/update', { id: other.client.id, phone: '+59170000002' });
    const old = signedWebhook(
      incomingWebhook('59170000002', 'wamid.in-2', 'Hola', new Date(Date.now() - 25 * 3600_000)),
      SECRETS.appSecret,
    );
    await webhook(old.payload, old.headers);
    expect(await conversationOf(other.client.id)).toMatchObject({
      canReply: false,
      replyRefusal: M.windowClosed,
    });
  });

  it('never shows a token or secret in an answer or a log line', () => {
    const everything = [
      ...answers.map((a) => a.text),
      ...t.logs.map((l) => JSON.stringify(l)),
    ].join('\n');
    expect(answers.length).toBeGreaterThan(10);
    for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
  });
});
