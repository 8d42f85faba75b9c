import { sql } from 'kysely';
import type { ErrorCode } from '@taller/shared';
import type { Db } from '../db/database';
import type { Dialect } from '../db/schema';
import type { Actor } from './actor';

/** A table whose rows refer to an import's rows, and how many do. */
export type Referrer = { table: string; count: number };

/**
 * What an owning module offers the imports module (issue 38) for its resource: its uniqueness
 * rule, the checks only the database can make, and the writes, all in the caller's transaction.
 * The imports module never touches the resource's tables itself.
 */
export type Importer<T> = {
  /** The field whose value must be unique, as the mapping names it, and its normalised key. */
  uniqueField: string;
  uniqueKey: (data: T) => string;
  /** The code of the create call's refusal of a taken value (a race the preview missed). */
  takenCode: ErrorCode;
  /** Of these keys, those a live row already has. */
  findTaken: (db: Db, keys: readonly string[]) => Promise<Set<string>>;
  /** Errors only the database can find (a size chart's name), by the row's index. */
  check?: (db: Db, rows: readonly T[]) => Promise<Map<number, string[]>>;
  /** Inserts the rows, each marked with `importId`. */
  insert: (
    trx: Db,
    rows: readonly T[],
    actor: Actor,
    importId: number,
    at: string,
  ) => Promise<void>;
  /** What refers to the import's rows, from outside the import. */
  referrers: (trx: Db, dialect: Dialect, importId: number) => Promise<Referrer[]>;
  /** Deletes the import's rows (and what they own); the number of records removed. */
  remove: (trx: Db, importId: number) => Promise<number>;
};

/** `items` in slices of `size`, for multi-row inserts and IN lists the databases accept. */
export function* slices<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Which of `keys` a live row of `table` already has in `column` (an importer's findTaken), asked
 * in slices of 1,000.
 */
export async function takenAmongLive(
  db: Db,
  table: 'clients' | 'institutions' | 'products' | 'materials',
  column: 'documentKey' | 'nameKey' | 'code',
  keys: readonly string[],
) {
  const taken = new Set<string>();
  for (const part of slices(keys, 1000)) {
    const rows = await db
      .selectFrom(table)
      .select(sql.ref<string>(column).as('value'))
      .where('deletedAt', 'is', null)
      .where(sql.ref(column), 'in', part)
      .execute();
    for (const row of rows) taken.add(row.value);
  }
  return taken;
}
