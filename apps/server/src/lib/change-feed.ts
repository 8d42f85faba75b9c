import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Versions of what cached answers are built from. A write bumps the keys it touched once it
 * has committed (and before its own answer is sent); a cached answer remembers the versions it
 * was built at and is rebuilt when any of them moved. Keys are plain strings: `lines`,
 * `line:7`, `models:7` (the models of line 7), `models` (every line's models).
 *
 * One server keeps the feed in its process (`createChangeFeed`). Several servers on one
 * PostgreSQL share it through the `change_log` table (`createSharedChangeFeed`, decision 019):
 * a bump appends a row, and `sync` — awaited before any cached answer is looked at — applies the
 * rows this process has not seen yet, so the stamps and the log below mirror every server's writes.
 */
export type ChangeFeed = {
  /** Catches up with writes made elsewhere; awaited before `stamp`, `position` or `since`. */
  sync: () => Promise<void>;
  /** The current version of each key, joined: equal stamps mean nothing changed in between. */
  stamp: (keys: readonly string[]) => string;
  /** Marks the keys changed. Call after the write committed, and await it before answering. */
  bump: (...keys: string[]) => Promise<void>;
  /** The position of the latest bump: what `since` takes to list what came after. */
  position: () => number;
  /** Each bump after `position`, oldest first; null when the feed no longer remembers that far. */
  since: (position: number) => (readonly string[])[] | null;
};

/** How many bumps the feed remembers for `since` (a reader further behind rebuilds whole). */
const LOG_SIZE = 4096;

/** Versions and the recent log, applied bump by bump with increasing positions. */
function createMirror(start: number) {
  const versions = new Map<string, number>();
  let counter = start;
  const log: { at: number; keys: readonly string[] }[] = [];
  return {
    apply(at: number, keys: readonly string[]) {
      counter = at;
      for (const key of keys) versions.set(key, at);
      log.push({ at, keys });
      if (log.length > LOG_SIZE) log.splice(0, log.length - LOG_SIZE);
    },
    stamp: (keys: readonly string[]) => keys.map((key) => versions.get(key) ?? 0).join(':'),
    position: () => counter,
    since(position: number) {
      if (position === counter) return [];
      const first = log.findIndex((entry) => entry.at > position);
      // The bump right after `position` must still be in the log, or some were forgotten.
      if (first < 0 || log[first]!.at !== position + 1) return null;
      return log.slice(first).map((entry) => entry.keys);
    },
  };
}

export function createChangeFeed(): ChangeFeed {
  // Starts from the clock so that a restarted process never repeats an earlier stamp.
  const mirror = createMirror(Date.now());
  return {
    sync: async () => {},
    stamp: mirror.stamp,
    bump: (...keys) => {
      mirror.apply(mirror.position() + 1, keys);
      return Promise.resolve();
    },
    position: mirror.position,
    since: mirror.since,
  };
}

/** Serialises appends to `change_log`, so that its ids become visible in order (no gaps). */
const CHANGE_LOG_LOCK = 7_270_002;
/** Rows older than this many bumps are removed now and then (the mirrors keep LOG_SIZE). */
const CHANGE_LOG_KEEP = LOG_SIZE * 4;

/**
 * The feed of several servers on one PostgreSQL. A bump appends one row under a transaction
 * lock, so ids commit in increasing order and a reader that has seen id n has seen everything
 * before it; `sync` reads the rows after the last one applied (usually none: one indexed query).
 * A database version, not LISTEN/NOTIFY: a notification arrives some time after the commit, so
 * the next read on another server could still be answered from its old cache; reading the log
 * makes a request that arrives after an acknowledged write see it, on any server.
 */
export function createSharedChangeFeed(db: Db): ChangeFeed {
  const mirror = createMirror(0);
  let started = false;

  function applyRows(rows: { id: number | string; keys: string }[]) {
    for (const row of rows) {
      const id = Number(row.id);
      if (id > mirror.position()) mirror.apply(id, JSON.parse(row.keys) as string[]);
    }
  }

  async function sync() {
    if (!started) {
      // Nothing is cached yet: only what comes after now matters.
      const row = await sql<{ id: number | null }>`select max(id) as id from change_log`.execute(
        db,
      );
      const last = Number(row.rows[0]?.id ?? 0);
      if (!started && last > mirror.position()) mirror.apply(last, []);
      started = true;
    }
    const { rows } = await sql<{ id: number; keys: string }>`
      select id, keys from change_log where id > ${mirror.position()} order by id`.execute(db);
    applyRows(rows);
  }

  return {
    sync,
    stamp: mirror.stamp,
    async bump(...keys) {
      const id = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`.execute(trx);
        const inserted = await sql<{ id: number }>`
          insert into change_log (keys) values (${JSON.stringify(keys)}) returning id`.execute(trx);
        return Number(inserted.rows[0]!.id);
      });
      if (id % 1024 === 0) {
        await sql`delete from change_log where id < ${id - CHANGE_LOG_KEEP}`.execute(db);
      }
      await sync();
    },
    position: mirror.position,
    since: mirror.since,
  };
}

/** Runs a write, then bumps `keys` whether it succeeded or not (a failure may have committed). */
export async function bumpAfter<T>(
  feed: ChangeFeed,
  keys: () => string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } finally {
    await feed.bump(...keys());
  }
}

/**
 * Tables whose committed writes bump `table:{name}` by themselves, whoever wrote them: the
 * driver watches every statement (db/write-watch.ts, plugins/change-feed.ts): what the home's
 * figures read (issue 38), and what a session's check reads (issue 40).
 */
export const watchedTables = [
  'orders',
  'bills',
  'payments',
  'materials',
  'support_tickets',
  'whatsapp_messages',
  // A session's check (modules/auth/session-cache.ts).
  'sessions',
  'users',
] as const;
export type WatchedTable = (typeof watchedTables)[number];

/** The keys in use, in one place: who writes bumps them, who caches depends on them. */
export const changeKeys = {
  /** Any row of a watched table, bumped by the driver after the write committed. */
  table: (name: WatchedTable) => `table:${name}`,
  /** The line list. */
  lines: 'lines',
  /** One line as other answers show it (its models list carries its name). */
  line: (id: number) => `line:${id}`,
  /** Every line's models (a media item deleted may have been any model's). */
  models: 'models',
  /** The models of one line, with their colours and media. */
  modelsOfLine: (lineId: number) => `models:${lineId}`,
} as const;
