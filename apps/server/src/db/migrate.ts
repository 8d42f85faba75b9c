import { sql, type Kysely } from 'kysely';
import { migrations as allMigrations } from './migrations/index';
import type { Migration } from './migrations/types';
import type { Database, Dialect } from './schema';

const MIGRATION_LOCK = 7_270_001;

/**
 * Applies pending migrations in one transaction (both dialects have transactional DDL), so a
 * failed start leaves the schema as it was. Idempotent: applied versions are recorded.
 * Returns the schema version now in force.
 */
export async function migrate(
  db: Kysely<Database>,
  dialect: Dialect,
  migrations: Migration[] = allMigrations,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      // Two servers starting at once must not both migrate.
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    }
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const applied = new Set(
      (await trx.selectFrom('schemaMigrations').select('version').execute()).map((r) => r.version),
    );
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await migration.up(trx, dialect);
      await trx
        .insertInto('schemaMigrations')
        .values({
          version: migration.version,
          name: migration.name,
          appliedAt: new Date().toISOString(),
        })
        .execute();
    }
    return migrations.reduce((max, m) => Math.max(max, m.version), 0);
  });
}

export async function currentSchemaVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('schemaMigrations')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
