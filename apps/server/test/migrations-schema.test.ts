import { execFileSync } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { postgresTool } from '../src/ops/backup';
import { createTestDatabase, testDialect } from './test-app';

/**
 * The schema every shipped migration builds, on a fresh database of each dialect, against a
 * committed snapshot. A migration that has shipped must never change what it creates: a
 * refactor of the migrations (or of their helpers) keeps both snapshots as they are.
 * PostgreSQL runs with the API suite on it (TEST_DB=postgres); the snapshot has the pg_trgm
 * indexes, so the server needs PostgreSQL's contrib extensions, as scripts/test.mjs's does.
 */
describe('the schema the migrations build', () => {
  it('on SQLite: every table, index and trigger as sqlite_master holds it', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
    });
    try {
      await migrate(db, 'sqlite');
      const rows = sqlite
        .prepare(
          `select type, name, tbl_name as "table", sql from sqlite_master
           where name not like 'sqlite_%' order by type, name`,
        )
        .all() as { type: string; name: string; table: string; sql: string | null }[];
      const dump = rows
        .map((r) => `-- ${r.type} ${r.name} on ${r.table}\n${r.sql ?? '(no sql)'};\n`)
        .join('\n');
      await expect(dump).toMatchFileSnapshot('./__snapshots__/migrations-schema.sqlite.txt');
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(testDialect !== 'postgres')('on PostgreSQL: pg_dump --schema-only', async () => {
    const database = await createTestDatabase();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
      plugins: [new CamelCasePlugin()],
    });
    try {
      await migrate(db, 'postgres');
      const dump = execFileSync(
        postgresTool('pg_dump'),
        ['--schema-only', '--no-owner', '--no-privileges', `--dbname=${database.url}`],
        { encoding: 'utf8' },
      );
      await expect(withoutVaryingLines(dump)).toMatchFileSnapshot(
        './__snapshots__/migrations-schema.postgres.txt',
      );
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

/**
 * pg_dump's comments name the server's and its own versions, and `\restrict` lines carry a key
 * drawn at random on each run: neither is the schema.
 */
function withoutVaryingLines(dump: string) {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('--') && !/^\\(un)?restrict /.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
