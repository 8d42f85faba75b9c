import { afterEach, describe, expect, it } from 'vitest';
import { createSiatPackages } from '../src/modules/siat/siat-packages';
import type { FakeSiat } from './fake-siat';
import type { Caller } from './people-helpers';
import {
  billOrders,
  expectAllValidatedOnce,
  expectedCuf,
  prepareSiat,
} from './siat-contingency-helpers';
import { startSiatApp } from './siat-helpers';
import { testDialect, type TestApp } from './test-app';

let t: TestApp | undefined;
let fake: FakeSiat | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  t = undefined;
  fake = undefined;
});

async function start(tag: string) {
  const started = await startSiatApp();
  ({ t, fake } = started);
  const f = await prepareSiat(started.director, tag);
  return { ...started, f };
}

const invoiceRow = (app: TestApp, billId: number) =>
  app.app.db
    .selectFrom('siatInvoices')
    .selectAll()
    .where('billId', '=', billId)
    .executeTakeFirstOrThrow();

const status = async (api: Caller) => (await api('GET', '/api/siat/status')).body.data;

describe(`SIAT contingency (${testDialect})`, () => {
  it(
    'issues 20 facturas offline while SIAT is down, then sends them in one package',
    { timeout: 120_000 },
    async () => {
      const { t, fake, director, f } = await start('CONT');
      fake.set({ down: true });
      const bills = await billOrders(director, f, 20);
      for (const bill of bills) {
        expect(bill).toMatchObject({
          document: 'FACTURA',
          siatState: 'PENDIENTE_ENVIO',
          offline: true,
        });
        expect(bill.cuf).toBe(expectedCuf(fake, await invoiceRow(t, bill.id), 2));
      }
      const during = await status(director);
      expect(during.contingency).toMatchObject({ pending: 20 });
      const first = await invoiceRow(t, bills[0]!.id);
      expect(during.contingency.since).toBe(first.issuedAt);
      expect(fake.received.invoices).toHaveLength(0);

      fake.set({ down: false });
      await t.app.siat.packages.run();
      expect(fake.received.events).toHaveLength(1);
      expect(fake.received.events[0]).toMatchObject({
        codigoMotivoEvento: '2',
        cufdEvento: first.cufd,
      });
      expect(fake.received.packages).toHaveLength(1);
      expect(fake.received.packages[0]).toMatchObject({ invoices: 20, messages: [] });
      await expectAllValidatedOnce(director, fake, bills);
      expect((await status(director)).contingency).toBeNull();
      // Nothing is left to do: another pass sends nothing more.
      await t.app.siat.packages.run();
      expect(fake.received.packages).toHaveLength(1);
      expect(fake.received.events).toHaveLength(1);
    },
  );

  it('re-issues offline, with the same number, a factura whose online send failed', async () => {
    const { t, fake, director, f } = await start('REISSUE');
    const [online] = await billOrders(director, f, 1);
    expect(online).toMatchObject({ siatState: 'VALIDADA', offline: false });
    fake.set({ down: 'http503' });
    const [failed] = await billOrders(director, f, 1);
    const row = await invoiceRow(t, failed!.id);
    expect(Number(row.number)).toBe(Number((await invoiceRow(t, online!.id)).number) + 1);
    expect(row).toMatchObject({ emissionType: 2, state: 'PENDIENTE_ENVIO' });
    expect(row.eventId).not.toBeNull();
    expect(failed!.cuf).toBe(expectedCuf(fake, row, 2));
    expect(row.xml).toContain(`<cuf>${failed!.cuf}</cuf>`);
    const counter = await t.app.db
      .selectFrom('siatCounters')
      .select('value')
      .where('name', '=', 'factura')
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(Number(row.number));

    fake.set({ down: false });
    await t.app.siat.packages.run();
    const sent = fake.received.invoices.filter((i) => i.numeroFactura === String(row.number));
    expect(sent).toEqual([expect.objectContaining({ cuf: failed!.cuf, codigoEmision: '2' })]);
    expect((await director('GET', `/api/bill/${failed!.id}`)).body.data.siatState).toBe('VALIDADA');
  });

  it('keeps the contingency while SIAT stays down, and sends nothing', async () => {
    const { t, fake, director, f } = await start('STILL');
    fake.set({ down: true });
    await billOrders(director, f, 2);
    // SIAT is asked again after SIAT_RETRY_MS (a minute unless set).
    expect(await t.app.siat.packages.run()).toBe(60_000);
    expect(fake.received.events).toHaveLength(0);
    expect((await status(director)).contingency).toMatchObject({ pending: 2 });
  });

  it.skipIf(testDialect !== 'postgres')(
    'sends each package once when two workers run at once (postgres)',
    { timeout: 120_000 },
    async () => {
      const { t, fake, director, f } = await start('RACE');
      fake.set({ down: true });
      const bills = await billOrders(director, f, 5);
      fake.set({ down: false });
      // A second instance's worker: its own runner over the same database.
      const other = createSiatPackages({
        db: t.app.db,
        dialect: t.app.dialect,
        gateway: t.app.siat.gateway,
        settings: t.app.siat.settings,
        now: () => new Date(),
        retryMs: t.app.config.siatRetryMs,
      });
      await Promise.all([t.app.siat.packages.run(), other.run(), other.run()]);
      await Promise.all([t.app.siat.packages.run(), other.run()]);
      expect(fake.received.events).toHaveLength(1);
      expect(fake.received.packages).toHaveLength(1);
      await expectAllValidatedOnce(director, fake, bills);
    },
  );
});
