/**
 * Whether a database error is a unique-constraint violation, on either dialect: SQLite
 * (better-sqlite3 SqliteError code) or PostgreSQL (SQLSTATE 23505).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs `work`; a unique-index violation (a racing twin that the checks before it missed) is
 * thrown as `fail()` instead, any other error as it is.
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  fail: () => Error | Promise<Error>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? await fail() : error;
  }
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/**
 * Whether the database refused a write that breaks one of its rules: a CHECK, a trigger's RAISE
 * (migration 017 on SQLite), a unique, foreign-key or not-null constraint. SQLite:
 * SQLITE_CONSTRAINT_*; PostgreSQL: SQLSTATE class 23.
 */
export function isConstraintViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code.startsWith('SQLITE_CONSTRAINT') || /^23[0-9A-Z]{3}$/.test(code);
}

/** SQLite: the disk is full, an I/O failed, the file is read-only or locked past the timeout. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|BUSY|READONLY|CANTOPEN)/;
/**
 * PostgreSQL: connection exception (08), insufficient resources (53: disk full, out of memory,
 * too many connections), operator intervention (57P01–57P05: shutdown, cannot connect now),
 * system error (58), a read-only transaction (25006: a standby, or writes turned off).
 */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[1-5]|58...|25006)$/;
/**
 * Connecting to PostgreSQL failed: refused, timed out, the host unknown or unreachable. (A reset
 * or broken pipe could be the client's own socket: pg reports a lost connection by message.)
 */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** pg's own errors, which carry no code, when a connection ends or cannot be made in time. */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connection timeout/i;

/**
 * The database could not store (or reach) anything: answers the code that says why (a SQLite
 * code, a SQLSTATE, a socket error), or null for any other error.
 */
export function databaseUnavailableCode(error: unknown): string | null {
  const code = codeOf(error);
  if (
    SQLITE_UNAVAILABLE.test(code) ||
    POSTGRES_UNAVAILABLE.test(code) ||
    SOCKET_UNAVAILABLE.has(code)
  )
    return code;
  if (error instanceof Error && !code && PG_CONNECTION_MESSAGE.test(error.message))
    return 'CONNECTION_LOST';
  return null;
}
