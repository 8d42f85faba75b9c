import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Dialect } from '../db/schema';

/** The first half of every job lock's key: Taller's, apart from other users of the database. */
export const JOB_LOCK_SPACE = 7_270_003;

/**
 * Runs a periodic job on one server at a time (decision 019): on PostgreSQL it takes a session
 * advisory lock named after the job on a connection of its own, and a server that finds it taken
 * skips this round (another one is doing it). One SQLite server just runs it. Answers whether
 * the job ran.
 */
export async function runExclusively(
  db: Db,
  dialect: Dialect,
  name: string,
  job: () => Promise<unknown>,
): Promise<boolean> {
  if (dialect !== 'postgres') {
    await job();
    return true;
  }
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${JOB_LOCK_SPACE}, hashtext(${name})) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      await job();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCK_SPACE}, hashtext(${name}))`.execute(conn);
    }
  });
}
