import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/schema';
import { createTestDatabase, testDialect } from './test-app';

/** A fresh database of the suite's dialect, and how to close it. */
export async function freshDatabase() {
  if (testDialect === 'postgres') {
    const database = await createTestDatabase();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
      plugins: [new CamelCasePlugin()],
    });
    return {
      db,
      close: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, close: () => db.destroy() };
}
