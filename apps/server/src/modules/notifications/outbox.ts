import type { Generated } from 'kysely';
import type { EventKind, EventPayload } from '@taller/shared';
import type { Db } from '../../db/database';

/**
 * The outbox (decision 016). A module that changes something worth telling calls
 * `emitEvent(trx, kind, payload)` inside the transaction of that change: the event commits or
 * rolls back with it, and the worker (outbox-worker.ts) delivers it afterwards, never inside the
 * request. Nothing else is needed from the emitting module.
 */
export interface EventsTable {
  id: Generated<number>;
  kind: string;
  /** JSON of EventPayload. */
  payload: string;
  createdAt: string;
  processedAt: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  lastError: string | null;
}

declare module '../../db/schema' {
  interface Database {
    events: EventsTable;
  }
}

type Wake = (eventId: number) => void;
const wakers = new Set<Wake>();

/** The worker of each app in this process hears of every emitted event (tests run several). */
export function onEventEmitted(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Records `kind` in the caller's transaction; the worker picks it up once it has committed. Answers its id. */
export async function emitEvent(trx: Db, kind: EventKind, payload: EventPayload): Promise<number> {
  const at = new Date().toISOString();
  const row = await trx
    .insertInto('events')
    .values({ kind, payload: JSON.stringify(payload), createdAt: at, nextAttemptAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const wake of wakers) wake(row.id);
  return row.id;
}

/** Which of these events the outbox has handed on (a reminder's log tells pending from done). */
export async function findProcessedEventIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('id', 'in', [...ids])
    .where('processedAt', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The latest event of a kind, if any (a WhatsApp template's preview reads its fields). */
export async function findLatestEvent(db: Db, kind: EventKind) {
  const row = await db
    .selectFrom('events')
    .select(['payload', 'createdAt'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { createdAt: row.createdAt, payload: JSON.parse(row.payload) as EventPayload };
}
