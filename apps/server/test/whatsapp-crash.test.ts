import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraph } from './fake-graph';
import { orderFixtures, createOrder } from './order-helpers';
import { eventually } from './poll';
import { httpCaller, loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';
import { SECRETS, configureWhatsApp } from './whatsapp-helpers';

/**
 * The status change has committed and its message is on its way to the Graph API when the
 * process is killed (SIGKILL: no shutdown code runs). After a restart the message is sent, and
 * the Graph API accepts exactly one.
 */
describe(`WhatsApp through a crash (${testDialect})`, () => {
  const place = spawnPlace('taller-whatsapp-crash-');
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterAll(() => graph.close());

  it(
    'still sends after a SIGKILL between the commit and the send',
    { timeout: 90_000 },
    async () => {
      // A short timeout makes the lease of a send cut off by the kill run out soon.
      const env = () => ({ WHATSAPP_API_URL: graph.url, WHATSAPP_TIMEOUT_MS: '1000' });
      let server = await place.start(env());
      let api = httpCaller(server, await loginToSpawned(server));
      const f = await orderFixtures(api, 'KILL');
      await configureWhatsApp(api, f.client.id, '+59170000009');
      const order = await createOrder(api, f);
      // The Graph API takes the first call and never answers: the server is caught mid-send.
      graph.answer('hang');
      const moved = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
      expect(moved.statusCode).toBe(200);
      await expect.poll(() => graph.calls.length, eventually).toBe(1);
      await server.crash();
      expect(graph.accepted).toHaveLength(0);

      server = await place.start(env());
      api = httpCaller(server, await loginToSpawned(server));
      await expect.poll(() => graph.accepted.length, eventually).toBe(1);
      expect(graph.accepted[0]!.body).toMatchObject({
        to: '59170000009',
        template: { name: 'estado_pedido' },
      });
      const log = (await api('GET', '/api/whatsapp/messages')).body.data.items as {
        status: string;
      }[];
      expect(log.map((m) => m.status)).toEqual(['SENT']);
      expect(server.output()).not.toContain(SECRETS.accessToken);
    },
  );
});
