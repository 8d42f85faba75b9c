import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBillNumber } from '@taller/shared';
import { openDatabase } from '../src/db/database';
import { startFakeGraph } from './fake-graph';
import { liveCaller } from './live-api';
import { WHATSAPP_KINDS, moneySetup } from './live-money-setup';
import type { WriteKind } from './live-money-ledger';
import { startMoneyWriters } from './live-money-writers';
import { billProblems, orderProblems, paymentProblems, stockProblems } from './live-money-verify';
import { outboxBacklog, outboxProblems, undelivered } from './live-outbox-verify';
import { storageProblems } from './live-verify';
import { eventually } from './poll';
import { loginToSpawned, spawnPlace } from './spawn-server';
import { testDialect } from './test-app';

/**
 * Acknowledged writes before the kill: about 30 per account and 200 from the one address with
 * the setup's, all within the first minute — under the write limits (120 a minute per account,
 * 600 per address).
 */
const ACKS_BEFORE_KILL = 130;
/** The kill waits for these to be on their way: bills being issued, approvals, stock writes. */
const IN_FLIGHT: Partial<Record<WriteKind, number>> = { bill: 2, approve: 1, movement: 3 };
/** The fake Graph API answers a send this much later: WhatsApp messages queue behind it. */
const GRAPH_LATENCY_MS = 100;

/**
 * The real server under staff who issue and annul bills, approve proofs, move stock and create
 * orders, and clients who send proofs (each approval, client proof and order an event for the
 * outbox: notifications and WhatsApp through a fake Graph API), is killed with SIGKILL
 * mid-burst. After a restart on the same data: bill and order numbers have no gap and no
 * repeat, paid and billed are the sums of what was approved and issued, every stock is the sum
 * of its ledger, each event is delivered once to each recipient, and every acknowledged write
 * is there as it was answered.
 */
describe(`crash safety of money, stock and the outbox (${testDialect})`, () => {
  const place = spawnPlace('taller-crash-money-');
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  beforeAll(async () => {
    graph = await startFakeGraph();
    graph.slow(GRAPH_LATENCY_MS);
  });
  afterAll(() => graph.close());
  // A short Graph timeout makes the lease of a send cut off by the kill run out soon.
  const env = () => ({ WHATSAPP_API_URL: graph.url, WHATSAPP_TIMEOUT_MS: '1000' });

  it(
    'keeps every bill, payment, movement and event through a SIGKILL',
    { timeout: 120_000 },
    async () => {
      let server = await place.start(env());
      const setup = await moneySetup(server);
      const counts = await setupCounts();
      const writers = startMoneyWriters(setup);
      const { ledger } = writers;
      // Every kind of write has been acknowledged, and these are on their way...
      const busy = () =>
        ledger.acks > ACKS_BEFORE_KILL &&
        ledger.bills.some((b) => b.annul?.ackedAt) &&
        ledger.payments.some((p) => p.byClient && p.approve?.ackedAt) &&
        ledger.orders.some((o) => o.ackedAt) &&
        ledger.refused > 0 &&
        Object.entries(IN_FLIGHT).every(([kind, n]) => ledger.inFlight[kind as WriteKind] >= n);
      // ...and the outbox has a WhatsApp message to send and (PostgreSQL) an event to hand on.
      // On SQLite the worker hands each event on right after its commit: rarely one is left.
      const watch = openDatabase(place);
      const outboxBusy = async () => {
        const { events, messages } = await undelivered(watch.db);
        return messages > 0 && (events > 0 || testDialect === 'sqlite');
      };
      const ready = async () =>
        ledger.unexpected.length > 0 || (busy() && (await outboxBusy()) && busy());
      try {
        await expect.poll(ready, { timeout: 60_000, interval: 1 }).toBe(true);
      } finally {
        await watch.close();
      }
      const inFlight = JSON.stringify(ledger.inFlight);
      await server.crash();
      await writers.done;

      expect(ledger.unexpected).toEqual([]);
      // Some writes were cut off by the kill.
      const unanswered =
        ledger.bills.filter((b) => !b.ackedAt || (b.annul && !b.annul.ackedAt)).length +
        ledger.payments.filter((p) => !p.ackedAt || (p.approve && !p.approve.ackedAt)).length +
        ledger.orders.filter((o) => !o.ackedAt).length;
      expect(unanswered).toBeGreaterThan(0);
      // Messages still waited for the (slow) Graph API when the process died.
      const backlog = await outboxBacklog(place);
      expect(backlog.messages).toBeGreaterThan(0);

      server = await place.start(env());
      const database = openDatabase(place);
      let billsStored: number;
      try {
        // The restarted outbox delivers what was left, and the send cut off is made again.
        const left = async () => {
          const { events, messages } = await undelivered(database.db);
          return events + messages;
        };
        await expect.poll(left, eventually).toBe(0);
        const problems = [
          ...(await billProblems(database.db, ledger, counts)),
          ...(await paymentProblems(database.db, ledger)),
          ...(await orderProblems(database.db, ledger, counts)),
          ...(await stockProblems(database.db, ledger, counts)),
          ...(await outboxProblems(database.db, graph, backlog.sending, WHATSAPP_KINDS)),
        ];
        expect(problems).toEqual([]);
        billsStored = (await database.db.selectFrom('bills').select('id').execute()).length;
      } finally {
        await database.close();
      }
      expect(await storageProblems(place)).toEqual([]);

      // Numbers are never reused: the next bill takes the one after the last stored.
      const admin = liveCaller(server.url, await loginToSpawned(server));
      const next = await admin('POST', '/api/bill/create', {
        orderId: setup.orderIds[0],
        kind: 'ADVANCE',
        amountCents: 100,
      });
      expect(next.statusCode).toBe(200);
      expect(next.body.data.number).toBe(formatBillNumber('F', billsStored + 1));

      const perAccount = Object.values(ledger.writesBy);
      const writes = perAccount.reduce((a, b) => a + b, 0);
      console.log(
        `crash money (${testDialect}): SIGKILL after ${ledger.acks} acknowledged writes and ${ledger.refused} refusals, with ${inFlight} in flight (${unanswered} unanswered) and ${backlog.events} events, ${backlog.messages} WhatsApp messages undelivered; sent ${ledger.bills.length} bills, ${ledger.payments.length} proofs, ${ledger.movementsSent} stock writes, ${ledger.orders.length} orders; ${setup.writes} setup writes + ${writes} by ${perAccount.length} accounts (at most ${Math.max(...perAccount)} each)`,
      );
    },
  );

  /** What the setup wrote, read before the writers start. */
  async function setupCounts() {
    const { db, close } = openDatabase(place);
    try {
      const count = async (table: 'bills' | 'orders' | 'stockMovements') =>
        (await db.selectFrom(table).select('id').execute()).length;
      return {
        bills: await count('bills'),
        orders: await count('orders'),
        movements: await count('stockMovements'),
      };
    } finally {
      await close();
    }
  }
});
