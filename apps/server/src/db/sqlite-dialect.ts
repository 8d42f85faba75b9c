import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
} from 'kysely';

/** SQLite refused because another connection holds the lock (SQLITE_BUSY, SQLITE_BUSY_*). */
export const isBusy = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');

/**
 * Runs `attempt` again while SQLite answers BUSY, pausing a little longer each time (at most
 * 50 ms) without blocking the event loop, until `timeoutMs` have passed; then the last BUSY is
 * thrown (plugins/errors.ts answers it 503).
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
  }
}

type Options = {
  /** The connection itself: whether a transaction is open decides what may be retried. */
  sqlite: SQLite.Database;
  /** What Kysely prepares statements on (the statement cache over `sqlite`). */
  database: SqliteDatabase;
  /** How long a write waits for a lock another process holds before giving up. */
  busyTimeoutMs: number;
};

/**
 * Kysely's SQLite driver, waiting for a lock held by another process as configured. Kysely
 * begins a transaction DEFERRED: it reads first, and its first write must then upgrade to the
 * write lock, which SQLite refuses at once (SQLITE_BUSY, without calling the busy handler, to
 * avoid a deadlock) whatever busy_timeout says. Here a transaction begins IMMEDIATE (the write
 * lock first), and what SQLite refuses as BUSY outside a transaction — that BEGIN, or a
 * statement on its own — is tried again until the timeout. Inside a transaction nothing is
 * retried (its earlier statements may be gone), and nothing waits there: the lock is held.
 * busy_timeout stays 0 meanwhile (database.ts): SQLite's own wait would block the event loop.
 */
class WaitingSqliteDriver extends SqliteDriver {
  readonly #options: Options;
  #connection: DatabaseConnection | undefined;

  constructor(options: Options) {
    super({ database: options.database });
    this.#options = options;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    if (!this.#connection) {
      const { sqlite, busyTimeoutMs } = this.#options;
      this.#connection = {
        executeQuery: (query) =>
          sqlite.inTransaction
            ? connection.executeQuery(query)
            : retryWhileBusy(() => connection.executeQuery(query), busyTimeoutMs),
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
    }
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite may have rolled the transaction back itself (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY
   * on a statement): a ROLLBACK then fails with 'no transaction is active', and Kysely would
   * throw that instead of the error that says what happened.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#options.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** The SQLite dialect with WaitingSqliteDriver. */
export class WaitingSqliteDialect extends SqliteDialect {
  readonly #options: Options;

  constructor(options: Options) {
    super({ database: options.database });
    this.#options = options;
  }

  override createDriver() {
    return new WaitingSqliteDriver(this.#options);
  }
}
