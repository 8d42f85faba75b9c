import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Dialect } from '../../src/db/schema';

/**
 * A checksum of every row of every table, cheap enough to take after each request: on
 * PostgreSQL one round trip hashed by the server, on SQLite (in process) the rows hashed here.
 * Tables are listed once; requests never create tables.
 */
/**
 * Bookkeeping that a refused request is meant to write (decision 019): the attempts the rate
 * limits count, and the change feed, which a write bumps even when it failed (it may have
 * committed). In memory on one SQLite server, rows on PostgreSQL: left out of the comparison.
 */
const BOOKKEEPING = new Set(['rate_limits', 'sign_in_failures', 'change_log']);

export async function createChecksum(db: Db, dialect: Dialect): Promise<() => Promise<string>> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
    `.execute(db);
    const parts = rows
      .filter(({ name }) => !BOOKKEEPING.has(name))
      .map(
        ({ name }) =>
          sql`(select coalesce(md5(string_agg(r::text, '|' order by r::text)), '-') from ${sql.table(name)} r)`,
      );
    const query = sql<{ sum: string }>`select concat_ws(',', ${sql.join(parts)}) as sum`;
    return async () => (await query.execute(db)).rows[0]!.sum;
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
  `.execute(db);
  // Rows are sorted here: some tables (FTS5's shadow tables) have no rowid to order by.
  const queries = rows
    .filter(({ name }) => !BOOKKEEPING.has(name))
    .map(({ name }) => sql`select * from ${sql.table(name)}`);
  return async () => {
    const hash = createHash('sha1');
    for (const query of queries) {
      const lines = (await query.execute(db)).rows.map((row) => JSON.stringify(row)).sort();
      hash.update(lines.join('|'));
    }
    return hash.digest('hex');
  };
}
