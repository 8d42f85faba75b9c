import { sql, type RawBuilder } from 'kysely';
import type { Referrer } from '../lib/importer';
import type { Db } from './database';
import type { Dialect } from './schema';

type ForeignKey = { tableName: string; columnName: string };

/** Every (table, column) whose foreign key points at `table`, from the database's own catalogue. */
async function foreignKeysTo(db: Db, dialect: Dialect, table: string): Promise<ForeignKey[]> {
  const query =
    dialect === 'postgres'
      ? sql<ForeignKey>`select cl.relname as table_name, att.attname as column_name
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
          where con.contype = 'f' and con.confrelid = to_regclass(${table})`
      : sql<ForeignKey>`select m.name as table_name, f."from" as column_name
          from sqlite_master m join pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" = ${table}`;
  return (await query.execute(db)).rows;
}

/**
 * The tables whose rows refer to the rows of `table` that `ids` selects (a subquery of ids), with
 * their counts: found through the foreign keys the database knows, so a table added later is
 * covered. `skip` names tables (or `table.column`) not to count: what the rows own and go with them.
 * `sameImport` leaves out referring rows of the same import (their `import_id`).
 */
export async function referrersOf(
  db: Db,
  dialect: Dialect,
  table: string,
  ids: RawBuilder<unknown>,
  options: { skip?: readonly string[]; sameImport?: number } = {},
): Promise<Referrer[]> {
  const found: Referrer[] = [];
  for (const key of await foreignKeysTo(db, dialect, table)) {
    const name = `${key.tableName}.${key.columnName}`;
    if (options.skip?.includes(key.tableName) || options.skip?.includes(name)) continue;
    const own =
      options.sameImport !== undefined && (await hasImportId(db, dialect, key.tableName))
        ? sql`and (import_id is null or import_id <> ${options.sameImport})`
        : sql``;
    const { rows } = await sql<{ count: number | string }>`select count(*) as count
      from ${sql.table(key.tableName)} where ${sql.ref(key.columnName)} in (${ids}) ${own}`.execute(
      db,
    );
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) found.push({ table: key.tableName, count });
  }
  return found;
}

async function hasImportId(db: Db, dialect: Dialect, table: string) {
  const query =
    dialect === 'postgres'
      ? sql`select 1 from information_schema.columns
          where table_name = ${table} and column_name = 'import_id' and table_schema = current_schema()`
      : sql`select 1 from pragma_table_info(${table}) where name = 'import_id'`;
  return (await query.execute(db)).rows.length > 0;
}
