import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/**
 * What the migrations share: indexes, the search index of each dialect, column definitions that
 * recur. FROZEN, like the migrations that use them (and like ../columns.ts): once a shipped
 * migration calls a helper, what the helper creates never changes, since a database migrated
 * before the change would differ from one migrated after it. A new need gets a new helper or a
 * new option whose default keeps the old output. test/migrations-schema.test.ts holds the
 * schema every migration builds on SQLite and PostgreSQL, and fails on any difference.
 */

// Migrations see the schema as it was when they were written, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type IndexOptions = {
  unique?: boolean;
  /** Index only the rows where this column is null (a partial index, portable to both). */
  whereNull?: string;
  /** Index only the rows where this column is not null. */
  whereNotNull?: string;
};

/** `create [unique] index <name> on <table> (<columns>) [where <column> is [not] null]`. */
export async function addIndex(
  db: AnyDb,
  name: string,
  table: string,
  columns: string[],
  options: IndexOptions = {},
) {
  let index = db.schema.createIndex(name).on(table).columns(columns);
  if (options.unique) index = index.unique();
  if (options.whereNull) index = index.where(sql.ref(options.whereNull), 'is', null);
  if (options.whereNotNull) index = index.where(sql.ref(options.whereNotNull), 'is not', null);
  await index.execute();
}

/**
 * An index of the live rows only (`deleted_at is null`): lists filter and sort among them, and a
 * unique one lets a deleted row's name or code be used again.
 */
export function addLiveIndex(
  db: AnyDb,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
) {
  return addIndex(db, name, table, columns, { unique: options.unique, whereNull: 'deleted_at' });
}

/**
 * PostgreSQL: a GIN trigram index on each table's `search_text` (`<table>_search_trgm`), which
 * makes LIKE '%term%' an index search. pg_trgm ships with PostgreSQL's contrib and is a trusted
 * extension, but a database user may still lack the right to create it: then the lists work the
 * same, scanning instead (a savepoint keeps the migration's transaction usable).
 */
export async function addTrigramIndexes(db: AnyDb, tables: string[]) {
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of tables) {
      await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
}

/**
 * SQLite: an FTS5 trigram index `<table>_search` over the table's `search_text` (external
 * content, filled with the rows already there and kept in step by triggers), so that a search
 * among tens of thousands of rows reads only the matching ones (`matchesIndexedSearch` in
 * db/list.ts).
 */
export async function addFtsSearchIndex(db: AnyDb, table: string) {
  // Raw names: SQLite keeps each statement's text as written (sqlite_master), quotes included.
  const on = sql.raw(table);
  const index = sql.raw(`${table}_search`);
  await sql`create virtual table ${index} using fts5(search_text, content='${on}', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  // 005 and 006 create their tables empty just before (no rebuild of their own then): there the
  // rebuild finds no row and changes nothing; 008 indexes the orders already in the table.
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
  const remove = sql`insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);`;
  const add = sql`insert into ${index}(rowid, search_text) values (new.id, new.search_text);`;
  const trigger = (event: string) => sql.raw(`${table}_search_${event}`);
  await sql`create trigger ${trigger('insert')} after insert on ${on} begin ${add} end`.execute(db);
  await sql`create trigger ${trigger('delete')} after delete on ${on} begin ${remove} end`.execute(
    db,
  );
  await sql`create trigger ${trigger('update')} after update of search_text on ${on} begin ${remove} ${add} end`.execute(
    db,
  );
}

/** `status`: 'ACTIVE' (the default) or 'INACTIVE'. */
export const activeOrInactive = (c: ColumnDefinitionBuilder) =>
  c
    .notNull()
    .defaultTo('ACTIVE')
    .check(sql`status in ('ACTIVE', 'INACTIVE')`);

/** A row's parent (`<table>.id`): required, and deleting the parent deletes the row. */
export const ownedBy = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(`${table}.id`).onDelete('cascade');

/** A measure with decimals (heights in cm). */
export const doubleType = (dialect: Dialect) =>
  dialect === 'postgres' ? sql`double precision` : sql`real`;
