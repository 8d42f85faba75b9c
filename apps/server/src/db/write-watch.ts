import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

/**
 * Told which watched tables were written, once what wrote them has committed (or failed: a
 * failure may have committed) and before the query or transaction that wrote them resolves.
 */
export type WriteListener = (tables: readonly string[]) => Promise<void>;

/**
 * Which tables a statement writes: the name after INSERT … INTO, UPDATE, DELETE FROM, MERGE
 * INTO or TRUNCATE, quoted or not, anywhere in it (a CTE may write). Words that follow UPDATE
 * in a read (`for update of`, `do update set`) are caught too, but no table is named so.
 */
const WRITTEN = /\b(?:into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export function tablesWritten(sqlText: string): string[] {
  const names: string[] = [];
  for (const match of sqlText.matchAll(WRITTEN)) names.push(match[1]!.toLowerCase());
  return names;
}

type Held = {
  inner: DatabaseConnection;
  outer: DatabaseConnection;
  written: Set<string>;
  /** Set at a commit that wrote watched tables; settled once the listener has run. */
  flushed?: { promise: Promise<void>; settle: () => void };
};

/** Commits whose listener has not run yet (see writesSettled). */
const flushing = new Set<Promise<void>>();

/**
 * Waits until every committed write's listener has run. Kysely awaits the release (and so the
 * listener) before `transaction().execute()` or a query resolves, but not before a controlled
 * transaction's `commit()` (`db.startTransaction()`): its release comes a moment later. Who
 * commits one awaits this before answering (resource/bulk.ts).
 */
export async function writesSettled() {
  await Promise.all([...flushing]);
}

/**
 * Watches writes at the driver, under every query of the app (its services, bulk actions'
 * ambient transactions, background work, raw `sql`, tests' direct writes): a write to a
 * watched table cannot be missed by a writer that forgot to announce it. The tables a
 * connection wrote are collected while it is held and handed to the listener when Kysely
 * releases it — after the commit of a transaction, after a statement on its own — and the
 * release is awaited before the query or transaction resolves (Kysely's connection provider).
 * The listener runs after the release, so that it may use the pool itself.
 */
export function createWriteWatch() {
  const watched = new Set<string>();
  let listener: WriteListener | null = null;

  function note(held: Held, query: CompiledQuery) {
    // Kysely's reads are known by their node (no text to scan); raw SQL is scanned.
    if (watched.size === 0 || query.query.kind === 'SelectQueryNode') return;
    for (const table of tablesWritten(query.sql)) if (watched.has(table)) held.written.add(table);
  }

  function watchDriver(driver: Driver): Driver {
    const byInner = new WeakMap<DatabaseConnection, Held>();
    const byOuter = new WeakMap<DatabaseConnection, Held>();
    const inner = (outer: DatabaseConnection) => byOuter.get(outer)?.inner ?? outer;
    const savepoints = (
      name: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint',
    ): Driver[typeof name] => {
      const method = driver[name]?.bind(driver);
      return method && ((connection, point, compile) => method(inner(connection), point, compile));
    };
    return {
      init: () => driver.init(),
      destroy: () => driver.destroy(),
      async acquireConnection() {
        const connection = await driver.acquireConnection();
        let held = byInner.get(connection);
        if (!held) {
          const made: Held = { inner: connection, outer: connection, written: new Set() };
          made.outer = {
            executeQuery: (query: CompiledQuery) => {
              note(made, query);
              return connection.executeQuery(query);
            },
            streamQuery: (query: CompiledQuery, chunkSize?: number) =>
              connection.streamQuery(query, chunkSize),
          };
          byInner.set(connection, made);
          byOuter.set(made.outer, made);
          held = made;
        }
        return held.outer;
      },
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) =>
        driver.beginTransaction(inner(connection), settings),
      async commitTransaction(connection: DatabaseConnection) {
        const held = byOuter.get(connection);
        if (held && held.written.size > 0 && !held.flushed) {
          let settle = () => {};
          const promise = new Promise<void>((resolve) => (settle = resolve));
          held.flushed = { promise, settle };
          flushing.add(promise);
        }
        await driver.commitTransaction(inner(connection));
      },
      rollbackTransaction: (connection: DatabaseConnection) =>
        driver.rollbackTransaction(inner(connection)),
      savepoint: savepoints('savepoint'),
      rollbackToSavepoint: savepoints('rollbackToSavepoint'),
      releaseSavepoint: savepoints('releaseSavepoint'),
      async releaseConnection(connection: DatabaseConnection) {
        const held = byOuter.get(connection);
        const written = held && held.written.size > 0 ? [...held.written] : [];
        const flushed = held?.flushed;
        held?.written.clear();
        if (held) delete held.flushed;
        try {
          await driver.releaseConnection(inner(connection));
        } finally {
          try {
            if (written.length > 0 && listener) await listener(written);
          } finally {
            if (flushed) {
              flushing.delete(flushed.promise);
              flushed.settle();
            }
          }
        }
      },
    };
  }

  return {
    /** The dialect with its driver watched. */
    dialect(dialect: Dialect): Dialect {
      return {
        createDriver: () => watchDriver(dialect.createDriver()),
        createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
        createAdapter: () => dialect.createAdapter(),
        createIntrospector: (db) => dialect.createIntrospector(db),
      };
    },
    /** Tells `onWritten` of committed writes to `tables` (one listener; later calls add tables). */
    watch(tables: readonly string[], onWritten: WriteListener) {
      for (const table of tables) watched.add(table);
      listener = onWritten;
    },
  };
}

export type WriteWatch = ReturnType<typeof createWriteWatch>;
