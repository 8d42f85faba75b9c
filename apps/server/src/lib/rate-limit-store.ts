import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

type Result = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit in PostgreSQL, so that a limit holds across every server of
 * an installation (decision 019): one row per route and address, counted by a single upsert
 * (atomic, whichever server takes the request). A fixed window, as the library's own stores.
 * If the database fails the library lets the request through (skipOnError) rather than a 500.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class Store {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Result) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      // Now and then, the rows whose window ended go (any server may do it).
      if (Math.random() < 0.001) {
        sql`delete from rate_limits where reset_at_ms < ${now}`.execute(db).catch(() => {});
      }
      sql<{ hits: number; resetAtMs: number }>`
        insert into rate_limits (key, hits, reset_at_ms)
        values (${this.prefix + key}, 1, ${now + timeWindow})
        on conflict (key) do update set
          hits = case when rate_limits.reset_at_ms <= ${now} then 1 else rate_limits.hits + 1 end,
          reset_at_ms = case when rate_limits.reset_at_ms <= ${now}
            then ${now + timeWindow} else rate_limits.reset_at_ms end
        returning hits, reset_at_ms`
        .execute(db)
        .then(
          ({ rows }) => {
            const row = rows[0]!;
            callback(null, { current: Number(row.hits), ttl: Number(row.resetAtMs) - now });
          },
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
