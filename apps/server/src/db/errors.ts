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
