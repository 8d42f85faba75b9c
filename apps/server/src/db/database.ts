import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema';
import { WaitingSqliteDialect } from './sqlite-dialect';
import { createWriteWatch, type WriteWatch } from './write-watch';

export type Db = Kysely<Database>;
export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
  /** Committed writes to chosen tables, for the change feed (db/write-watch.ts). */
  writes: WriteWatch;
};

// timestamptz and timestamp come back as ISO strings, as they are on SQLite.
const toIso = (value: string) => new Date(value).toISOString();
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, toIso);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, toIso);
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => exactNumber(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => exactNumber(value));

/**
 * A bigint (money and stock columns, count(*), sums) or numeric as a JavaScript number. Money
 * and stock stay far below 2^53 (MONEY_MAX_CENTS, STOCK_MAX), but a whole number that a double
 * cannot hold exactly throws rather than coming back rounded. Numbers with decimals (averages)
 * are rounded as doubles are.
 */
export function exactNumber(value: string): number {
  const number = Number(value);
  if (Number.isInteger(number) && !Number.isSafeInteger(number)) {
    throw new RangeError(`${value} is beyond the integers a JavaScript number holds exactly`);
  }
  return number;
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite: how long a write waits for a lock another process holds (default 5 s). */
  sqliteBusyTimeoutMs?: number;
  /** PostgreSQL: an idle connection died (a restart, pg_terminate_backend); it is replaced. */
  onConnectionLost?: (error: Error) => void;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  const writes = createWriteWatch();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The pool drops an idle connection that dies and reports it here: without a listener the
    // 'error' event would end the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    // A connection that dies while checked out (between two statements of a transaction) emits
    // 'error' on its client, which the pool no longer listens to: the next statement fails with
    // the error and the request answers it; this listener only keeps the process alive.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({
      dialect: writes.dialect(new PostgresDialect({ pool })),
      plugins,
    });
    return { db, dialect: 'postgres', close: () => db.destroy(), writes };
  }
  const busyTimeoutMs = options.sqliteBusyTimeoutMs ?? 5000;
  const sqlite = new SQLite(path.join(options.dataDir, 'taller.sqlite'));
  // Opening may wait for another process's lock (blocking: nothing is served yet).
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // WAL + synchronous=FULL: an acknowledged commit survives a crash or a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // From here on the driver waits for locks itself, without blocking the event loop.
  sqlite.pragma('busy_timeout = 0');
  const db = new Kysely<Database>({
    dialect: writes.dialect(
      new WaitingSqliteDialect({ sqlite, database: withStatementCache(sqlite), busyTimeoutMs }),
    ),
    plugins,
  });
  return { db, dialect: 'sqlite', close: () => db.destroy(), writes };
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing was a fifth of the time of a simple read on
 * SQLite (docs/decisions/009-performance.md). The same SQL text reuses its statement. Safe
 * because Kysely's SQLite driver runs one query at a time on its one connection, and a
 * statement is finished (all/run) before the next starts.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
