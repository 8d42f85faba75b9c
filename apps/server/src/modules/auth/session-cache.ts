import type { Db } from '../../db/database';
import { changeKeys, type ChangeFeed } from '../../lib/change-feed';
import { findActiveSessionUser } from './session.repository';

type SessionUserRow = Awaited<ReturnType<typeof findActiveSessionUser>>;

/** What a session's check reads: any write to them (sign-in, sign-out, a user changed) bumps. */
const SOURCES = [changeKeys.table('sessions'), changeKeys.table('users')];
/** Sessions kept at most; past it the cache starts again empty. */
const MAX_SESSIONS = 10_000;
/**
 * How long a kept session is trusted at most: a revocation written outside the app (SQL by
 * hand, another program), which no bump announces, takes effect within this time.
 */
export const SESSION_KEPT_MS = 5_000;

/**
 * The session and its user that every authenticated request checks, kept until a write to
 * `sessions` or `users` commits (the driver bumps them: db/write-watch.ts): the database round
 * trip was most of the cost of a small authenticated answer (decision 009). The stamp is taken
 * before the read, so a request that arrives after an acknowledged sign-out, revocation or
 * change of a user reads them again, on any server (the shared feed's `sync`). What depends on
 * the time (a session's age) is still checked on each request by the caller.
 */
export function createSessionCache(db: Db, feed: ChangeFeed, now = Date.now) {
  const entries = new Map<string, { stamp: string; row: SessionUserRow; at: number }>();
  return async function findSessionUser(sessionId: string): Promise<SessionUserRow> {
    await feed.sync();
    const stamp = feed.stamp(SOURCES);
    const at = now();
    const found = entries.get(sessionId);
    if (found && found.stamp === stamp && at - found.at < SESSION_KEPT_MS) return found.row;
    const row = await findActiveSessionUser(db, sessionId);
    if (entries.size >= MAX_SESSIONS) entries.clear();
    entries.set(sessionId, { stamp, row, at });
    return row;
  };
}
