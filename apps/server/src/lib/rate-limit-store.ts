import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A key's count in its current window and the milliseconds until that window ends. */
export type Count = { total: number; resetInMs: number };

export type Counters = {
  /** Adds `amount` to `key`, in a new window of `windowMs` if the last one has ended. */
  add: (key: string, amount: number, windowMs: number) => Promise<Count>;
  /** What `key` counts now: 0 when no window is open. */
  read: (key: string) => Promise<Count>;
};

/**
 * Counters over fixed windows, one row of `rate_limits` per key, on either database: every
 * server of an installation counts the same rows (decision 019), and a day's count survives a
 * restart. Each addition is a single upsert, atomic whichever server makes it.
 */
export function createCounters(db: Db): Counters {
  return {
    async add(key, amount, windowMs) {
      const now = Date.now();
      // Now and then, the rows whose window ended go (any server may do it).
      if (Math.random() < 0.001) {
        sql`delete from rate_limits where reset_at_ms < ${now}`.execute(db).catch(() => {});
      }
      const { rows } = await sql<{ hits: number; resetAtMs: number }>`
        insert into rate_limits (key, hits, reset_at_ms)
        values (${key}, ${amount}, ${now + windowMs})
        on conflict (key) do update set
          hits = case when rate_limits.reset_at_ms <= ${now}
            then ${amount} else rate_limits.hits + ${amount} end,
          reset_at_ms = case when rate_limits.reset_at_ms <= ${now}
            then ${now + windowMs} else rate_limits.reset_at_ms end
        returning hits, reset_at_ms`.execute(db);
      const row = rows[0]!;
      return { total: Number(row.hits), resetInMs: Number(row.resetAtMs) - now };
    },
    async read(key) {
      const now = Date.now();
      const row = await db
        .selectFrom('rateLimits')
        .select(['hits', 'resetAtMs'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || Number(row.resetAtMs) <= now) return { total: 0, resetInMs: 0 };
      return { total: Number(row.hits), resetInMs: Number(row.resetAtMs) - now };
    },
  };
}

/**
 * A store for @fastify/rate-limit in PostgreSQL, so that a limit holds across every server of
 * an installation (decision 019): one row per route and address (or account), counted by
 * `createCounters`. A fixed window, as the library's own stores. If the database fails the
 * library lets the request through (skipOnError) rather than a 500.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const counters = createCounters(db);
  class Store {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.add(this.prefix + key, 1, timeWindow).then(
        ({ total, resetInMs }) => callback(null, { current: total, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string }) {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new Store(`${method} ${routeOptions.url ?? routeOptions.path ?? ''}|`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}

declare module '../db/schema' {
  interface Database {
    rateLimits: { key: string; hits: number; resetAtMs: number };
  }
}
