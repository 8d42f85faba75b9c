import { sql, type CreateTableBuilder } from 'kysely';
import type { Dialect } from './schema';

/**
 * Portable column helpers so that one migration set serves SQLite and PostgreSQL.
 * Timestamps are ISO-8601 strings in the application; PostgreSQL stores them as timestamptz
 * (read back as ISO strings, see database.ts), SQLite as text. Frozen like the shipped
 * migrations that use them (see migrations/helpers.ts).
 */
export function addId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const timestampType = (dialect: Dialect) =>
  dialect === 'postgres' ? sql`timestamptz` : sql`text`;

/** The audit columns of addAuditColumns as Kysely sees them: a table interface extends it. */
export interface AuditColumns {
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** createdBy, updatedBy, createdAt, updatedAt, deletedAt, deletedBy: every entity has them. */
export function addAuditColumns<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  const ts = timestampType(dialect);
  return table
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('deleted_at', ts)
    .addColumn('deleted_by', 'text');
}
