import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, Dialect } from '../db/schema';
import type { TrashTable } from './trash';

/** A column of a table, as TypeScript names it (camelCase). */
type ColumnOf<T extends keyof Database> = string & keyof Selectable<Database[T]>;

/** Rows of a table with some of its columns. */
type RowsOf<T extends keyof Database, S extends ColumnOf<T>> = Pick<Selectable<Database[T]>, S>[];

/**
 * Kysely cannot check a query on a table named by a type parameter: the queries below are
 * written against a table of any columns, and their signatures check the caller's table and
 * columns instead.
 */
const anyTable = (db: Db) => db as unknown as Kysely<Record<'t', Record<string, unknown>>>;

/**
 * The rows of `table` whose `column` is one of `ids` (each asked once), with the `select`ed
 * columns (all by default), in `orderBy` order (none by default). No query without ids: `in ()`
 * is not SQL. This is how a loader reads what a page of rows refers to or holds, in one query
 * per table whatever the number of rows.
 */
export async function findIn<T extends keyof Database, S extends ColumnOf<T> = ColumnOf<T>>(
  db: Db,
  table: T,
  [column, ids]: [ColumnOf<T>, readonly number[]],
  { select, orderBy = [] }: { select?: readonly S[]; orderBy?: readonly ColumnOf<T>[] } = {},
): Promise<RowsOf<T, S>> {
  if (ids.length === 0) return [];
  const from = anyTable(db)
    .selectFrom(table as 't')
    .where(column as string, 'in', [...new Set(ids)]);
  let query = select ? from.select(select) : from.selectAll();
  for (const name of orderBy) query = query.orderBy(name);
  return (await query.execute()) as RowsOf<T, S>;
}

/**
 * Deletes the rows an owner holds (`['orderId', 7]`: an order's items) other than `keepIds`:
 * what an edit that sends the rows to keep leaves out. Answers how many went.
 */
export async function deleteOwnedExcept<T extends keyof Database>(
  db: Db,
  table: T,
  [column, ownerId]: [ColumnOf<T>, number],
  keepIds: readonly number[],
) {
  let query = anyTable(db)
    .deleteFrom(table as 't')
    .where(column as string, '=', ownerId);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The live rows among `ids` with the `select`ed columns, to write something that refers to
 * them: on PostgreSQL they are share-locked until the transaction ends, so that a row going to
 * the trash at the same moment either waits for the caller (and then sees what it wrote) or is
 * seen in the trash here. SQLite runs one writing transaction at a time anyway.
 */
export async function findLiveForWrite<T extends TrashTable, S extends ColumnOf<T>>(
  db: Db,
  dialect: Dialect,
  table: T,
  ids: readonly number[],
  select: readonly S[],
): Promise<RowsOf<T, S>> {
  if (ids.length === 0) return [];
  const query = anyTable(db)
    .selectFrom(table as 't')
    .select(select)
    .where('id', 'in', [...new Set(ids)])
    .where('deletedAt', 'is', null);
  return (await (dialect === 'postgres' ? query.forShare() : query).execute()) as RowsOf<T, S>;
}

/** The rows by `key` (an owner's id, say), each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * `work` done on `items` `size` at a time, one chunk after the other, and what each answered,
 * in order: an id list or a multi-row insert stays far below either database's limit on
 * parameters (SQLite takes at most 32 766 in one statement).
 */
export async function inChunks<T, R>(
  items: readonly T[],
  size: number,
  work: (chunk: T[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    results.push(...(await work(items.slice(at, at + size))));
  }
  return results;
}

/** Tables of counters: a key column (a year, a series…) and the last number given for each key. */
type CounterTable = {
  [K in keyof Database]: Database[K] extends { lastNumber: number } ? K : never;
}[keyof Database];

/**
 * The next number of a counter's key (`['year', 2026]`), taken inside the caller's transaction:
 * the upsert locks the key's row on PostgreSQL until the transaction ends (a concurrent taker
 * waits, then reads the new value); SQLite runs one writing transaction at a time. A rollback
 * gives the number back, so there is never a gap.
 */
export async function takeNext<T extends CounterTable>(
  db: Db,
  table: T,
  [column, key]: [ColumnOf<T>, string | number],
) {
  const row = await anyTable(db)
    .insertInto(table as 't')
    .values({ [column]: key, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column(column).doUpdateSet({ lastNumber: sql`${sql.ref(`${table}.lastNumber`)} + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}
