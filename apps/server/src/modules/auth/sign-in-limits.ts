import { sql } from 'kysely';
import { MESSAGES } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { FailureLimiter } from '../../lib/failure-limiter';

/**
 * Failed sign-ins are limited per (account, address), per address and per account, each over a
 * sliding minute. The pair limit is the tight one, so a stranger who fails on someone's account
 * from one address locks out only that address; the account-wide ceiling is high enough that
 * reaching it takes several addresses at once (SECURITY.md).
 */
export const SIGN_IN_LIMITS = { perPair: 5, perAddress: 20, perAccount: 30, windowMs: 60_000 };

export type SignInLimits = {
  /**
   * Counts an attempt as a failure before it is checked, or refuses it with 429 when a limit is
   * reached. Atomic from check to count: concurrent attempts cannot all pass the check.
   */
  reserve: (email: string, ip: string) => Promise<{ succeeded: () => Promise<void> }>;
};

const { perPair, perAddress, perAccount, windowMs } = SIGN_IN_LIMITS;
/** Each limit: its key for an attempt and its ceiling. The pair's comes first. */
const limitsOf = (email: string, ip: string) => [
  { key: `pair:${email}|${ip}`, max: perPair },
  { key: `ip:${ip}`, max: perAddress },
  { key: `account:${email}`, max: perAccount },
];

function refuse(waitMs: number): never {
  const seconds = Math.ceil(waitMs / 1000);
  throw new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests(seconds), {
    retryAfterSeconds: seconds,
  });
}

/** How long until a key with failures at `times` (oldest first) may try again; 0: now. */
function waitFor(times: number[], max: number, now: number) {
  if (times.length < max) return 0;
  return times[times.length - max]! + windowMs - now;
}

/** One SQLite server: counted in its memory, synchronously from check to count. */
function createLocalSignInLimits(): SignInLimits {
  const limiters = [perPair, perAddress, perAccount].map(
    (max) => new FailureLimiter(max, windowMs),
  );
  return {
    reserve(email, ip) {
      const at = Date.now();
      const keyed = limitsOf(email, ip).map(({ key }, i) => ({ limiter: limiters[i]!, key }));
      const waitMs = Math.max(...keyed.map(({ limiter, key }) => limiter.retryAfter(key, at)));
      if (waitMs > 0) refuse(waitMs);
      for (const { limiter, key } of keyed) limiter.fail(key, at);
      return Promise.resolve({
        /** The password was right: the attempt is taken back and the pair starts afresh. */
        async succeeded() {
          for (const { limiter, key } of keyed) limiter.release(key, at);
          keyed[0]!.limiter.reset(keyed[0]!.key);
        },
      });
    },
  };
}

/** Keeps the sign-in limits' keys apart from other advisory locks. */
const SIGN_IN_LOCK_SPACE = 7_270_005;

/**
 * Several servers on one PostgreSQL (decision 019): the failures are rows every server counts.
 * The check and the count run in one transaction holding a lock per key (taken in one order),
 * so concurrent attempts on any servers cannot all pass the check.
 */
function createSharedSignInLimits(db: Db): SignInLimits {
  return {
    async reserve(email, ip) {
      const at = Date.now();
      const limits = limitsOf(email, ip);
      const keys = limits.map((l) => l.key);
      await db.transaction().execute(async (trx) => {
        await sql`
          select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, h)
          from (select distinct hashtext(k) as h from unnest(${keys}::text[]) as k order by h) as s`.execute(
          trx,
        );
        await trx
          .deleteFrom('signInFailures')
          .where('key', 'in', keys)
          .where('atMs', '<=', at - windowMs)
          .execute();
        const rows = await trx
          .selectFrom('signInFailures')
          .select(['key', 'atMs'])
          .where('key', 'in', keys)
          .orderBy('atMs')
          .execute();
        const waitMs = Math.max(
          ...limits.map(({ key, max }) =>
            waitFor(
              rows.filter((r) => r.key === key).map((r) => Number(r.atMs)),
              max,
              at,
            ),
          ),
        );
        if (waitMs > 0) refuse(waitMs);
        await trx
          .insertInto('signInFailures')
          .values(keys.map((key) => ({ key, atMs: at })))
          .execute();
      });
      return {
        async succeeded() {
          // This attempt's rows go; the pair starts afresh.
          await sql`
            delete from sign_in_failures where ctid in (
              select distinct on (key) ctid from sign_in_failures
              where key = any(${keys}::text[]) and at_ms = ${at})`.execute(db);
          await db.deleteFrom('signInFailures').where('key', '=', keys[0]!).execute();
        },
      };
    },
  };
}

export const createSignInLimits = (db: Db, dialect: Dialect): SignInLimits =>
  dialect === 'postgres' ? createSharedSignInLimits(db) : createLocalSignInLimits();

declare module '../../db/schema' {
  interface Database {
    signInFailures: { key: string; atMs: number };
  }
}
