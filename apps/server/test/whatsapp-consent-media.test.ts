import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_CONSENT_TEXT, WHATSAPP_MESSAGES as M, formatMoney } from '@taller/shared';
import { loginAs } from './auth-helpers';
import { setBillingInfo } from './billing-helpers';
import { signedInClient } from './client-area-helpers';
import {
  incomingOfType,
  incomingWebhook,
  signedWebhook,
  startFakeGraph,
  type GraphCall,
} from './fake-graph';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, creator, okData, type Caller } from './people-helpers';
import { eventually } from './poll';
import { elf, png } from './sample-files';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SECRETS, configureWhatsApp, outboxDrained } from './whatsapp-helpers';

type Message = {
  id: number;
  status: string;
  error: string | null;
  variables: string[];
  direction: string;
  type: string;
  body: string | null;
  clientId: number | null;
  document: string | null;
  buttons: string[];
  file: { id: number; fileType: string; originalName: string | null } | null;
};

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let api: Caller;
let token: string;
let f: OrderFixtures;
const PHONE = '+59170000011';

const messages = async (query = '') =>
  (await api('GET', `/api/whatsapp/messages?pageSize=100${query}`)).body.data.items as Message[];
const webhook = (body: unknown) => {
  const signed = signedWebhook(body, SECRETS.appSecret);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });
};
const templateOf = (kind: string, extra: object) => async () => {
  const items = (await api('GET', '/api/whatsapp/templates')).body.data.items as {
    kind: string;
  }[];
  const res = await api('PUT', '/api/whatsapp/templates', {
    items: items.map((it) => (it.kind === kind ? { ...it, enabled: true, ...extra } : it)),
  });
  expect(res.statusCode, res.text).toBe(200);
  return res.body.data.items.find((it: { kind: string }) => it.kind === kind);
};
const consent = (clientId: number, value: boolean) =>
  api('PUT', `/api/client/${clientId}/whatsapp-consent`, { consent: value });
/** The text messages the fake API accepted for `phone`. */
const textsTo = (phone: string) =>
  graph.accepted
    .filter((c: GraphCall) => c.body.to === phone.slice(1) && c.body.type === 'text')
    .map((c) => (c.body.text as { body: string }).body);

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({
    WHATSAPP_API_URL: graph.url,
    WHATSAPP_RETRY_BASE_MS: '20',
    WHATSAPP_TIMEOUT_MS: '2000',
  });
  token = (await loginAs(t, 'DIRECTOR')).token;
  api = caller(t, token);
  f = await orderFixtures(api, 'WC');
  await configureWhatsApp(api, f.client.id, PHONE);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe(`WhatsApp consent, templates, documents and media (${testDialect})`, () => {
  it('lets staff record consent on the client, and the client give it with its text', async () => {
    const out = await consent(f.client.id, false);
    okData(out, M.consentSaved);
    expect(out.body.data).toMatchObject({ optIn: false, consentAt: null, consentText: null });
    const back = await consent(f.client.id, true);
    expect(back.body.data).toMatchObject({ optIn: true, consentText: null });
    expect(Date.parse(back.body.data.consentAt)).not.toBeNaN();
    // The conversation panel's box reads the same field.
    const panel = await api('GET', `/api/whatsapp/conversations/${f.client.id}`);
    expect(panel.body.data.client).toMatchObject({ optIn: true });

    const parent = await signedInClient(t, api, 'Madre Consentida');
    const seen = await parent.api('GET', '/api/client-area/whatsapp-consent');
    expect(seen.body.data).toEqual({
      optIn: false,
      consentAt: null,
      consentText: null,
      offeredText: WHATSAPP_CONSENT_TEXT,
    });
    const given = await parent.api('PUT', '/api/client-area/whatsapp-consent', { consent: true });
    okData(given, M.consentSaved);
    expect(given.body.data).toMatchObject({ optIn: true, consentText: WHATSAPP_CONSENT_TEXT });
    const row = await t.app.db
      .selectFrom('clients')
      .select(['whatsappOptIn', 'whatsappConsentText', 'whatsappConsentAt'])
      .where('id', '=', parent.client.id as number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ whatsappOptIn: 1, whatsappConsentText: WHATSAPP_CONSENT_TEXT });
    const withdrawn = await parent.api('PUT', '/api/client-area/whatsapp-consent', {
      consent: false,
    });
    expect(withdrawn.body.data).toMatchObject({ optIn: false, consentText: null });
    expect((await consent(999999, true)).statusCode).toBe(404);
    const bad = await api('PUT', `/api/client/${f.client.id}/whatsapp-consent`, { consent: 'sí' });
    expect(bad.body).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it("opts a client out on ' baja ' and confirms it inside the window", async () => {
    await consent(f.client.id, true);
    const res = await webhook(incomingWebhook(PHONE.slice(1), 'wamid.in.baja', '  baja '));
    expect(res.statusCode).toBe(200);
    const panel = await api('GET', `/api/whatsapp/conversations/${f.client.id}`);
    expect(panel.body.data.client).toMatchObject({ optIn: false, consentAt: null });
    await expect.poll(() => textsTo(PHONE), eventually).toContain(M.optOutConfirmation);
    // STOP works too, in any case; a sentence that merely contains it does not.
    await consent(f.client.id, true);
    await webhook(incomingWebhook(PHONE.slice(1), 'wamid.in.stop1', 'no me mandes stop'));
    expect(
      (await api('GET', `/api/whatsapp/conversations/${f.client.id}`)).body.data.client.optIn,
    ).toBe(true);
    await webhook(incomingWebhook(PHONE.slice(1), 'wamid.in.stop2', 'Stop'));
    expect(
      (await api('GET', `/api/whatsapp/conversations/${f.client.id}`)).body.data.client.optIn,
    ).toBe(false);
    await consent(f.client.id, true);
  });

  it('logs a template skipped for lack of consent, with the reason, and sends nothing', async () => {
    await consent(f.client.id, false);
    const order = await createOrder(api, f);
    const before = graph.calls.length;
    await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    await outboxDrained(t);
    const skipped = (await messages('&status=SKIPPED')).find((m) =>
      m.variables.includes(order.number),
    );
    expect(skipped).toMatchObject({ status: 'SKIPPED', error: M.skippedNoConsent });
    expect(
      graph.calls.slice(before).filter((c) => JSON.stringify(c.body).includes(order.number)),
    ).toHaveLength(0);
    await consent(f.client.id, true);
  });

  it('sends the variables in the order chosen, not the catalogue order', async () => {
    await templateOf('ORDER_STATUS_CHANGED', {
      templateName: 'estado_pedido',
      variables: ['clientName', 'orderNumber', 'status'],
    })();
    const order = await createOrder(api, f);
    await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    const mine = () =>
      graph.accepted.find((c) => JSON.stringify(c.body).includes(order.number as string));
    await expect.poll(mine, eventually).toBeDefined();
    const body = mine()!.body as { template: { components: { parameters: object[] }[] } };
    expect(body.template.components[0]!.parameters).toEqual([
      { type: 'text', text: f.client.name },
      { type: 'text', text: order.number },
      { type: 'text', text: 'En producción' },
    ]);
    // The preview fills the same fields from the latest event of the kind, client's name included.
    const preview = await api('GET', '/api/whatsapp/templates/ORDER_STATUS_CHANGED/preview');
    expect(preview.body.data).toMatchObject({
      kind: 'ORDER_STATUS_CHANGED',
      fields: { clientName: f.client.name, orderNumber: order.number, status: 'En producción' },
    });
    expect((await api('GET', '/api/whatsapp/templates/LOW_STOCK/preview')).body.data).toEqual({
      kind: 'LOW_STOCK',
      eventAt: null,
      fields: {},
    });
    expect((await api('GET', '/api/whatsapp/templates/NADA/preview')).statusCode).toBe(400);
    const repeated = await api('PUT', '/api/whatsapp/templates', {
      items: [
        {
          kind: 'ORDER_CREATED',
          enabled: true,
          templateName: 'x',
          language: 'es',
          variables: ['status', 'status'],
        },
      ],
    });
    expect(repeated.body).toMatchObject({ status: 400, message: M.variableRepeated });
  });

  it("sends a bill's PDF as the template's document, uploaded through the media endpoint", async () => {
    await setBillingInfo(api);
    const saved = await templateOf('BILL_ISSUED', {
      templateName: 'factura_emitida',
      variables: ['billNumber', 'amount'],
      document: true,
      buttons: ['Ya pagué'],
    })();
    expect(saved).toMatchObject({ document: true, buttons: ['Ya pagué'] });
    const order = await createOrder(api, f);
    const bill = await creator<{
      id: number;
      number: string;
      totalCents: number;
      currency: string;
    }>(
      api,
      '/api/bill/create',
    )({ orderId: order.id, kind: 'TOTAL' });
    const sent = () => graph.accepted.find((c) => JSON.stringify(c.body).includes(bill.number));
    await expect.poll(sent, eventually).toBeDefined();
    const template = sent()!.body.template as { components: Record<string, unknown>[] };
    const header = template.components[0] as {
      type: string;
      parameters: { type: string; document: { id: string; filename: string } }[];
    };
    expect(header.type).toBe('header');
    const document = header.parameters[0]!.document;
    expect(document.filename).toBe(`nota-de-venta-${bill.number}.pdf`);
    const uploaded = graph.uploads.find((u) => u.id === document.id)!;
    expect(uploaded).toMatchObject({
      authorization: `Bearer ${SECRETS.accessToken}`,
      fields: { messaging_product: 'whatsapp', type: 'application/pdf' },
      filename: `nota-de-venta-${bill.number}.pdf`,
      mimeType: 'application/pdf',
    });
    expect(uploaded.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(template.components.slice(1)).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: bill.number },
          { type: 'text', text: formatMoney(bill.totalCents, bill.currency) },
        ],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: 'Ya pagué' }],
      },
    ]);
    await expect
      .poll(
        async () => (await messages()).find((m) => m.variables.includes(bill.number)),
        eventually,
      )
      .toMatchObject({ document: `nota-de-venta-${bill.number}.pdf`, buttons: ['Ya pagué'] });
  });

  it('logs a button reply with its text', async () => {
    await webhook(
      incomingOfType(PHONE.slice(1), 'wamid.in.button', 'button', {
        text: 'Ya pagué',
        payload: 'Ya pagué',
      }),
    );
    expect((await messages('&direction=IN')).find((m) => m.type === 'BUTTON')).toMatchObject({
      body: 'Ya pagué',
      clientId: f.client.id,
    });
  });

  it('downloads an incoming photo, refuses a file that is not one, and makes a proof of it', async () => {
    const photo = png(16, 16);
    graph.putFile('media.photo1', photo, 'image/jpeg', SECRETS.accessToken);
    graph.putFile('media.fake2', elf(), 'image/jpeg', SECRETS.accessToken);
    await webhook(
      incomingOfType(PHONE.slice(1), 'wamid.in.photo', 'image', {
        id: 'media.photo1',
        mime_type: 'image/jpeg',
        caption: 'Mi transferencia',
      }),
    );
    await webhook(
      incomingOfType(PHONE.slice(1), 'wamid.in.fake', 'document', {
        id: 'media.fake2',
        mime_type: 'application/pdf',
        filename: 'comprobante.pdf',
      }),
    );
    await t.app.background.idle();
    const received = await messages('&direction=IN');
    const inPhoto = received.find((m) => m.body === 'Mi transferencia')!;
    expect(inPhoto).toMatchObject({ type: 'IMAGE', error: null, file: { fileType: 'IMAGE' } });
    const refused = received.find((m) => m.body === 'comprobante.pdf')!;
    expect(refused).toMatchObject({ file: null, error: M.mediaTypeRefused });
    expect(graph.downloads.every((d) => d.authorization === `Bearer ${SECRETS.accessToken}`)).toBe(
      true,
    );
    const fileOf = (url: string, auth?: string) =>
      t.app.inject({ url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    const photoUrl = `/api/whatsapp/message/${inPhoto.id}/file`;
    expect((await fileOf(photoUrl)).statusCode).toBe(401);
    const served = await fileOf(photoUrl, token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);

    const order = await createOrder(api, f);
    const other = await signedInClient(t, api, 'Otro Cliente');
    const otherOrder = await createOrder(api, f, { clientId: other.client.id });
    const open = await api('GET', `/api/whatsapp/message/${inPhoto.id}/orders`);
    expect(open.body.data).toContainEqual({ id: order.id, number: order.number, owedCents: 7650 });
    expect(open.body.data.map((o: { id: number }) => o.id)).not.toContain(otherOrder.id);
    const proof = { amountCents: 1500, paidAt: '2026-01-10', method: 'TRANSFER' };
    const notTheirs = await api('POST', `/api/whatsapp/message/${inPhoto.id}/proof`, {
      ...proof,
      orderId: otherOrder.id,
    });
    expect(notTheirs.statusCode).toBe(404);
    const noFile = await api('POST', `/api/whatsapp/message/${refused.id}/proof`, {
      ...proof,
      orderId: order.id,
    });
    expect(noFile.body).toMatchObject({ status: 404, message: M.noFile });
    const made = await api('POST', `/api/whatsapp/message/${inPhoto.id}/proof`, {
      ...proof,
      orderId: order.id,
    });
    okData(made, M.proofCreated);
    expect(made.body.data).toMatchObject({
      status: 'PENDING',
      orderId: order.id,
      amountCents: 1500,
    });
    const proofFile = await fileOf(`/api/payment/${made.body.data.id}/file`, token);
    expect(proofFile.rawPayload.equals(photo)).toBe(true);
  });
});
