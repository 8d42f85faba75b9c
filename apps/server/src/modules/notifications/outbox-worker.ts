import type { FastifyBaseLogger } from 'fastify';
import type { EventPayload } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { createWakeableLoop } from '../../lib/wakeable-loop';
import { findClientName } from '../clients/client.repository';
import { onEventEmitted } from './outbox';

export type OutboxEvent = { id: number; kind: string; payload: EventPayload; createdAt: string };

/**
 * A channel's part of delivering one event, inside the worker's transaction (rows of its own,
 * made idempotent by unique keys); what it returns runs once that transaction committed.
 */
export type Delivery = (trx: Db, event: OutboxEvent) => Promise<(() => void) | void>;

/** Slow sweep: events whose wake-up was missed (another process, a restart) are found here. */
export const OUTBOX_SWEEP_MS = 60_000;
const BATCH = 100;
const MAX_ATTEMPTS = 10;
/** How long an emitted event may stay invisible (its transaction still open) before the sweep takes over. */
const EXPECTED_FOR_MS = 5_000;
const RECHECK_MS = 50;

const backoffMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 3_600_000);

export function createOutboxWorker(deps: {
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  deliveries: Delivery[];
}) {
  const { db, dialect, log, deliveries } = deps;
  /** Emitted events not seen yet (their transaction may not have committed), with when. */
  const expected = new Map<number, number>();

  async function processOne(event: OutboxEvent) {
    const after: (() => void)[] = [];
    try {
      const done = await db.transaction().execute(async (trx) => {
        let claim = trx
          .selectFrom('events')
          .select('id')
          .where('id', '=', event.id)
          .where('processedAt', 'is', null);
        // Several servers on one PostgreSQL: each event is taken by one of them.
        if (dialect === 'postgres') claim = claim.forUpdate().skipLocked();
        if (!(await claim.executeTakeFirst())) return false;
        const { clientId, fields } = event.payload;
        if (clientId && !fields.clientName) {
          const client = await findClientName(trx, clientId);
          if (client) fields.clientName = client.name;
        }
        for (const deliver of deliveries) {
          const then = await deliver(trx, event);
          if (then) after.push(then);
        }
        await trx
          .updateTable('events')
          .set((eb) => ({
            processedAt: new Date().toISOString(),
            attempts: eb('attempts', '+', 1),
            lastError: null,
          }))
          .where('id', '=', event.id)
          .execute();
        return true;
      });
      if (done) for (const then of after) then();
    } catch (err) {
      const row = await db
        .selectFrom('events')
        .select('attempts')
        .where('id', '=', event.id)
        .executeTakeFirst();
      const attempts = (row?.attempts ?? 0) + 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      const now = Date.now();
      await db
        .updateTable('events')
        .set({
          attempts,
          nextAttemptAt: new Date(now + backoffMs(attempts)).toISOString(),
          lastError: err instanceof Error ? err.message.slice(0, 500) : 'error',
          ...(givenUp ? { processedAt: new Date(now).toISOString() } : {}),
        })
        .where('id', '=', event.id)
        .execute();
      log.error({ err, eventId: event.id, attempts, givenUp }, 'event delivery failed');
    }
  }

  async function run(): Promise<number | null> {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('events')
      .select(['id', 'kind', 'payload', 'createdAt'])
      .where('processedAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      expected.delete(row.id);
      await processOne({ ...row, payload: JSON.parse(row.payload) as EventPayload });
    }
    if (due.length === BATCH) return 0;
    let next: number | null = null;
    if (expected.size > 0) {
      const seen = await db
        .selectFrom('events')
        .select('id')
        .where('id', 'in', [...expected.keys()])
        .execute();
      for (const { id } of seen) expected.delete(id);
      for (const [id, since] of expected)
        if (Date.now() - since > EXPECTED_FOR_MS) expected.delete(id);
      if (expected.size > 0) next = RECHECK_MS;
    }
    const retry = await db
      .selectFrom('events')
      .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
      .where('processedAt', 'is', null)
      .executeTakeFirst();
    if (retry?.at) {
      const inMs = Math.max(0, new Date(retry.at).getTime() - Date.now());
      next = next === null ? inMs : Math.min(next, inMs);
    }
    return next;
  }

  const loop = createWakeableLoop({ name: 'outbox', run, sweepEveryMs: OUTBOX_SWEEP_MS, log });
  let unsubscribe = () => {};
  return {
    start() {
      unsubscribe = onEventEmitted((id) => {
        expected.set(id, Date.now());
        loop.wake();
      });
      loop.wake();
    },
    wake: loop.wake,
    async stop() {
      unsubscribe();
      await loop.stop();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
