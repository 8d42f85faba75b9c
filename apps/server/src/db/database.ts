import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; dialect: Dialect; close: () => Promise<void> };

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

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = new SQLite(path.join(options.dataDir, 'taller.sqlite'));
  // WAL + synchronous=FULL: an acknowledged commit survives a crash or a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
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
