import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiat, type FakeSiat } from './fake-siat';
import { eventually } from './poll';
import { billOrders, expectAllValidatedOnce, prepareSiat } from './siat-contingency-helpers';
import { httpCaller, loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';

/**
 * 20 facturas issued offline; when SIAT is back the server sends their package and is killed
 * (SIGKILL: no shutdown code runs) after SIAT received it, before its answer was kept. After a
 * restart the package is not sent again, and every factura ends VALIDADA.
 */
describe(`SIAT contingency through a crash (${testDialect})`, () => {
  const place = spawnPlace('taller-siat-crash-');
  let fake: FakeSiat;
  beforeAll(async () => {
    fake = await startFakeSiat();
  });
  afterAll(() => fake.close());

  it(
    'sends the package once after a SIGKILL while it is in flight',
    { timeout: 180_000 },
    async () => {
      const env = { SIAT_URL: fake.url };
      let server = await place.start(env);
      let api = httpCaller(server, await loginToSpawned(server));
      const f = await prepareSiat(api, 'KILL');
      fake.set({ down: true });
      const bills = await billOrders(api, f, 20);
      expect(bills.every((b) => b.offline && b.siatState === 'PENDIENTE_ENVIO')).toBe(true);
      await server.stop();

      // SIAT is back but keeps the package without answering: the server is caught mid-send.
      fake.set({ down: false, hangAfter: 'recepcionPaqueteFactura' });
      server = await place.start(env);
      await expect.poll(() => fake.received.packages.length, eventually).toBe(1);
      await server.crash();
      expect(fake.received.invoices).toHaveLength(20);

      fake.set({ hangAfter: null });
      server = await place.start(env);
      api = httpCaller(server, await loginToSpawned(server));
      await expect
        .poll(async () => (await api('GET', '/api/siat/status')).body.data.contingency, eventually)
        .toBeNull();
      expect(fake.received.packages).toHaveLength(1);
      expect(fake.received.events).toHaveLength(1);
      await expectAllValidatedOnce(api, fake, bills);
    },
  );
});
