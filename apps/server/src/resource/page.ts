import { sql, type SelectQueryBuilder } from 'kysely';
import { searchKey, searchPattern } from '../lib/text-key';
import type { Database, Dialect } from '../db/schema';
import type { TrashTable } from './trash';

/** `search_text LIKE '%term%'` with the term normalised and its wildcards escaped. */
export const matchesSearch = (term: string, column = 'search_text') =>
  sql<boolean>`${sql.ref(column)} like ${searchPattern(term)} escape '\\'`;

/**
 * The same match through a table's full-text index where there is one: on SQLite a table may
 * have a `<table>_search` FTS5 trigram index of its search column (see migration 005), which
 * finds a substring of 3 or more characters without reading every row. PostgreSQL's trigram
 * index serves the LIKE itself.
 */
export function matchesIndexedSearch(
  dialect: Dialect,
  table: 'clients' | 'products' | 'orders',
  term: string,
) {
  const key = searchKey(term);
  if (dialect === 'postgres' || [...key].length < 3) {
    return matchesSearch(term, `${table}.search_text`);
  }
  const phrase = `"${key.replaceAll('"', '""')}"`;
  const index = sql.table(`${table}_search`);
  return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${phrase})`;
}

/**
 * The rows a trash list starts from (`from`, a select from `table`), before its own filters: the
 * live ones, or those in the trash when the query asks for the trash (`deleted`), matching its
 * search term (`q`) in the table's `search_text`.
 */
export function liveOrTrashMatching<T extends TrashTable>(
  from: SelectQueryBuilder<Database, T, object>,
  table: T,
  query: { deleted?: boolean; q?: string },
) {
  let base = from.where((eb) =>
    eb(sql.ref(`${table}.deletedAt`), query.deleted ? 'is not' : 'is', null),
  );
  if (query.q) base = base.where(matchesSearch(query.q, `${table}.search_text`));
  return base;
}

/** Rows without a value come last on both databases (their defaults disagree). */
export const nullsLast = (column: string) => sql`${sql.ref(column)} is null`;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * One page of a list: how many rows `filtered` holds, and the rows of `sorted` (the same rows,
 * selected and ordered) on the page the query asks for.
 */
export async function findPage<DB, TB extends keyof DB, O, SDB, STB extends keyof SDB, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  sorted: SelectQueryBuilder<SDB, STB, Row>,
  query: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const [counted, rows] = await Promise.all([
    filtered
      .select(sql<number>`count(*)`.as('total'))
      // The count is the one column that matters here, whatever `filtered` selected before.
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
    sorted.limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)).execute(),
  ]);
  return { rows, total: Number(counted.total) };
}
