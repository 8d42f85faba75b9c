/**
 * Whether a database error is a unique-constraint violation, on either dialect: SQLite
 * (better-sqlite3 SqliteError code) or PostgreSQL (SQLSTATE 23505).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
