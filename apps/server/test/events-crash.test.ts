import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBillingInfo } from './billing-helpers';
import { startFakeGraph } from './fake-graph';
import { createOrder, orderFixtures } from './order-helpers';
import { eventually } from './poll';
import { httpCaller, loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';
import { configureWhatsApp } from './whatsapp-helpers';

/**
 * A bill issued (an event this issue made the billing module emit) is on its way to the Graph
 * API when the process is SIGKILLed: after a restart the client gets it exactly once.
 */
describe(`a new event kind through a crash (${testDialect})`, () => {
  const place = spawnPlace('taller-events-crash-');
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterAll(() => graph.close());

  it('sends BILL_ISSUED once after a SIGKILL mid-send', { timeout: 90_000 }, async () => {
    const env = () => ({ WHATSAPP_API_URL: graph.url, WHATSAPP_TIMEOUT_MS: '1000' });
    let server = await place.start(env());
    let api = httpCaller(server, await loginToSpawned(server));
    const f = await orderFixtures(api, 'KBL');
    await configureWhatsApp(api, f.client.id, '+59170000019');
    const templates = (await api('GET', '/api/whatsapp/templates')).body.data.items as {
      kind: string;
    }[];
    const saved = await api('PUT', '/api/whatsapp/templates', {
      items: templates.map((t) =>
        t.kind === 'BILL_ISSUED'
          ? {
              ...t,
              enabled: true,
              templateName: 'documento_emitido',
              language: 'es',
              variables: ['document', 'billNumber', 'amount'],
            }
          : t,
      ),
    });
    expect(saved.statusCode, saved.text).toBe(200);
    await setBillingInfo(api);
    const order = await createOrder(api, f);
    // The Graph API takes the first call and never answers: the server is caught mid-send.
    graph.answer('hang');
    const bill = await api('POST', '/api/bill/create', { orderId: order.id, kind: 'TOTAL' });
    expect(bill.statusCode, bill.text).toBe(200);
    await expect.poll(() => graph.calls.length, eventually).toBe(1);
    await server.crash();
    expect(graph.accepted).toHaveLength(0);

    server = await place.start(env());
    api = httpCaller(server, await loginToSpawned(server));
    await expect.poll(() => graph.accepted.length, eventually).toBe(1);
    expect(graph.accepted[0]!.body).toMatchObject({
      to: '59170000019',
      template: { name: 'documento_emitido' },
    });
    const log = (await api('GET', '/api/whatsapp/messages')).body.data.items as {
      status: string;
    }[];
    expect(log.map((m) => m.status)).toEqual(['SENT']);
  });
});
