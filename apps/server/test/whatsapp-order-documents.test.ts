import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { deliver, finishedOrder } from './delivery-helpers';
import { startFakeGraph } from './fake-graph';
import { orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, type Caller } from './people-helpers';
import { eventually } from './poll';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { createTestApp, testDialect, type TestApp } from './test-app';
import { SECRETS, configureWhatsApp } from './whatsapp-helpers';

let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let api: Caller;
let f: OrderFixtures;
const PHONE = '+59170000031';

/** Enables `kind`'s template with its document and one variable. */
async function templateWithDocument(kind: string, templateName: string) {
  const items = (await api('GET', '/api/whatsapp/templates')).body.data.items as {
    kind: string;
  }[];
  const res = await api('PUT', '/api/whatsapp/templates', {
    items: items.map((it) =>
      it.kind === kind
        ? { ...it, enabled: true, templateName, variables: ['orderNumber'], document: true }
        : it,
    ),
  });
  expect(res.statusCode, res.text).toBe(200);
}

/** The template message the fake API accepted for `orderNumber`, with its document header. */
async function documentSentFor(templateName: string, orderNumber: string) {
  const sent = () =>
    graph.accepted.find(
      (c) =>
        (c.body.template as { name?: string } | undefined)?.name === templateName &&
        JSON.stringify(c.body).includes(orderNumber),
    );
  await expect.poll(sent, eventually).toBeDefined();
  const template = sent()!.body.template as { components: Record<string, unknown>[] };
  const header = template.components[0] as {
    type: string;
    parameters: { type: string; document: { id: string; filename: string } }[];
  };
  expect(header).toMatchObject({ type: 'header', parameters: [{ type: 'document' }] });
  const document = header.parameters[0]!.document;
  const uploaded = graph.uploads.find((u) => u.id === document.id);
  expect(uploaded).toMatchObject({
    authorization: `Bearer ${SECRETS.accessToken}`,
    fields: { messaging_product: 'whatsapp', type: 'application/pdf' },
    filename: document.filename,
    mimeType: 'application/pdf',
  });
  expect(uploaded!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(template.components[1]).toEqual({
    type: 'body',
    parameters: [{ type: 'text', text: orderNumber }],
  });
  return { filename: document.filename, bytes: uploaded!.bytes };
}

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ WHATSAPP_API_URL: graph.url, WHATSAPP_RETRY_BASE_MS: '20' });
  api = caller(t, (await loginAs(t, 'DIRECTOR')).token);
  f = await orderFixtures(api, 'WOD');
  await configureWhatsApp(api, f.client.id, PHONE);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe(`an order's documents as WhatsApp template headers (${testDialect})`, () => {
  it("sends the delivery note with 'Entrega a una persona', uploaded through the media endpoint", async () => {
    await templateWithDocument('PERSON_DELIVERED', 'entrega_persona');
    const { order, people } = await finishedOrder(api, f, 2);
    const res = await deliver(api, order.id, { personId: people[0]!.id, state: 'DELIVERED' });
    expect(res.statusCode, res.text).toBe(200);
    const sent = await documentSentFor('entrega_persona', order.number);
    expect(sent.filename).toBe(`nota-de-entrega-${order.number}.pdf`);
    // The same note the route draws (its time of issue aside): the person handed over is on it.
    const route = await api('GET', `/api/order/${order.id}/delivery-note.pdf`);
    expect(route.headers['content-disposition']).toContain(sent.filename);
  });

  it("sends a one-page 'Aviso de pedido listo' when the last stage is done", async () => {
    await templateWithDocument('ORDER_READY', 'pedido_listo');
    const made = await orderInProduction(api, 'WODR', f.client.id);
    const pieces = [
      { productId: made.gorra.id, size: null, count: 8 },
      { productId: made.polo.id, size: 'S', count: 3 },
      { productId: made.polo.id, size: 'M', count: 4 },
      { productId: made.polo.id, size: 'L', count: 1 },
    ];
    for (const stage of await stagesOf(api))
      for (const piece of pieces) {
        const res = await recordProgress(api, made.order.id, { stageId: stage.id, ...piece });
        expect(res.statusCode, res.text).toBe(200);
      }
    const sent = await documentSentFor('pedido_listo', made.order.number);
    expect(sent.filename).toBe(`pedido-listo-${made.order.number}.pdf`);
  });
});
