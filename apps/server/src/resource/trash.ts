import {
  sql,
  type Generated,
  type Insertable,
  type Kysely,
  type Selectable,
  type Updateable,
} from 'kysely';
import type { AuditColumns } from '../db/columns';
import type { Db } from '../db/database';
import { onUniqueViolation } from '../db/errors';
import type { Database, Dialect } from '../db/schema';
import type { Actor } from '../lib/actor';
import { conflict, notFound } from '../lib/app-error';
import * as stamps from '../lib/audit-stamps';

/** Tables whose rows go to a trash and come back: an integer id and the audit columns. */
export type TrashTable = {
  [K in keyof Database]: Database[K] extends AuditColumns & { id: Generated<number> } ? K : never;
}[keyof Database];

type Row<T extends TrashTable> = Selectable<Database[T]> & AuditColumns;
type AnyTrashTable = AuditColumns & { id: Generated<number> };

/**
 * Kysely cannot check a query on a table named by a type parameter; every such table has an id
 * and the audit columns (TrashTable), so the queries are written against that common shape.
 */
const common = (db: Db) => db as unknown as Kysely<Record<'t', AnyTrashTable>>;
const name = (table: TrashTable) => table as 't';

/** A row, live or in the trash; callers decide what a row in the trash means. */
export const findById = async <T extends TrashTable>(db: Db, table: T, id: number) =>
  (await common(db).selectFrom(name(table)).selectAll().where('id', '=', id).executeTakeFirst()) as
    Row<T> | undefined;

/** The row when it is live (not in the trash). */
export const findLiveById = async <T extends TrashTable>(db: Db, table: T, id: number) =>
  (await common(db)
    .selectFrom(name(table))
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst()) as Row<T> | undefined;

/** The live row (its id) holding `value` in a unique column: a code, a name key, a document key. */
export const findLiveWith = <T extends TrashTable>(
  db: Db,
  table: T,
  column: string & keyof Database[T],
  value: string,
) =>
  common(db)
    .selectFrom(name(table))
    .select('id')
    .where(sql.ref(column), '=', value)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** A unique column of a table's live rows and a value for it: `['code', 'MAT-001']`. */
export type Key<T extends TrashTable> = [string & keyof Database[T], string];

/** Throws `taken()` when a live row other than `exceptId` holds the key (a code, a name key…). */
export async function assertFree<T extends TrashTable>(
  db: Db,
  table: T,
  [column, value]: Key<T>,
  taken: () => Error,
  exceptId?: number,
) {
  const other = await findLiveWith(db, table, column, value);
  if (other && other.id !== exceptId) throw taken();
}

/** A live row, locked on PostgreSQL until the transaction ends (SQLite has one writer). */
export async function lockLive<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  dialect: Dialect,
) {
  const query = common(db)
    .selectFrom(name(table))
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null);
  return (await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) as
    Row<T> | undefined;
}

/** The live row `lockLive` locks: 404 with `message` when there is none or it is in the trash. */
export async function lockLiveOrNotFound<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  dialect: Dialect,
  message: string,
) {
  const row = await lockLive(db, table, id, dialect);
  if (!row) throw notFound(message);
  return row;
}

/** Inserts a row and answers it as stored. */
export const insertRow = async <T extends TrashTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
) =>
  (await common(db)
    .insertInto(name(table))
    .values(values as Insertable<AnyTrashTable>)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row<T>;

/** Writes `changes` to the row `id`, live or in the trash. */
export async function updateById<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
) {
  await common(db)
    .updateTable(name(table))
    .set(changes as Updateable<AnyTrashTable>)
    .where('id', '=', id)
    .execute();
}

/** A unique key of a row and the refusal when a live row holds it (`conflict('CODE_TAKEN', …)`). */
type Unique<T extends TrashTable> = { key: Key<T>; taken: () => Error };

/**
 * Inserts a row unless a live row holds its unique key: `taken()` when one does, also when a
 * racing twin takes it between the check and the insert (the unique index). Answers the row.
 */
export async function insertUnlessTaken<T extends TrashTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
  { key, taken }: Unique<T>,
) {
  await assertFree(db, table, key, taken);
  return onUniqueViolation(() => insertRow(db, table, values), taken);
}

/**
 * Writes `changes` to the row `current` unless another live row holds the unique key they give
 * it (checked when it differs from the row's own): `taken()` as `insertUnlessTaken` says.
 */
export async function updateUnlessTaken<T extends TrashTable>(
  db: Db,
  table: T,
  current: { id: number },
  changes: Updateable<Database[T]>,
  { key, taken }: Unique<T>,
) {
  const [column, value] = key;
  if ((current as Record<string, unknown>)[column] !== value) {
    await assertFree(db, table, key, taken, current.id);
  }
  await onUniqueViolation(() => updateById(db, table, current.id, changes), taken);
}

/** Changes a live row (or, with `state: 'trash'`, one in the trash); undefined when there is none. */
const updateRow = async <T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  state: 'live' | 'trash' = 'live',
) =>
  (await common(db)
    .updateTable(name(table))
    .set(changes as Updateable<AnyTrashTable>)
    .where('id', '=', id)
    .where('deletedAt', state === 'live' ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst()) as Row<T> | undefined;

type TrashMessages = { notFound: string; notInTrash: string };

/** A row, live or in the trash: 404 with `message` when there is none. */
export async function findOrNotFound<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  message: string,
) {
  const row = await findById(db, table, id);
  if (!row) throw notFound(message);
  return row;
}

/** A live row: 404 with `message` when there is none or it is in the trash. */
export async function findLiveOrNotFound<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  message: string,
) {
  const row = await findById(db, table, id);
  if (!row || row.deletedAt) throw notFound(message);
  return row;
}

/** The row to restore from the trash: 404 when there is none, 409 (`notInTrash`) when it is live. */
export async function findInTrash<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  messages: TrashMessages,
) {
  const row = await findById(db, table, id);
  if (!row) throw notFound(messages.notFound);
  if (!row.deletedAt) throw conflict('NOT_IN_TRASH', messages.notInTrash);
  return row;
}

/**
 * Brings a row back from the trash unless a live row now holds its unique key (`key` names the
 * column and the row's value there): 404/409 as `findInTrash` says, `taken()` when the key is
 * held, also when a racing twin takes it between the check and the update (the unique index).
 */
export async function restoreUnlessTaken<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  spec: {
    actor: Actor;
    messages: TrashMessages;
    key: (row: Row<T>) => Key<T>;
    taken: () => Error;
  },
) {
  await assertFree(
    db,
    table,
    spec.key(await findInTrash(db, table, id, spec.messages)),
    spec.taken,
  );
  await onUniqueViolation(
    () =>
      common(db)
        .updateTable(name(table))
        .set(stamps.restored(spec.actor))
        .where('id', '=', id)
        .execute(),
    spec.taken,
  );
}

/**
 * Applies `changes` to a live row, or to one in the trash. When there is none: 404 with `message`
 * for a live row; 409 for one in the trash (it left the trash meanwhile), as `findInTrash` says.
 */
export async function updateOrNotFound<T extends TrashTable>(
  db: Db,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  message: string,
  state: 'live' | 'trash' = 'live',
) {
  const row = await updateRow(db, table, id, changes, state);
  if (!row) throw state === 'live' ? notFound(message) : conflict('NOT_IN_TRASH', message);
  return row;
}

/** Something that keeps a record from going to the trash: `findUsers` names each user, none when free. */
export type Usage = { name: string; findUsers: (trx: Db, id: number) => Promise<string[]> };

/**
 * Moves a live row to the trash unless a registered usage still uses it: 404 (`notFound`) when
 * there is none, 409 (`IN_USE`, naming the users) while used. The row is locked first, so that
 * nothing can take it between the check and the delete.
 */
export async function trashUnlessUsed<T extends TrashTable>(
  trx: Db,
  table: T,
  id: number,
  spec: {
    dialect: Dialect;
    usages: readonly Usage[];
    actor: Actor;
    messages: { notFound: string; inUse: (users: string[]) => string };
  },
) {
  await lockLiveOrNotFound(trx, table, id, spec.dialect, spec.messages.notFound);
  const users: string[] = [];
  for (const usage of spec.usages) users.push(...(await usage.findUsers(trx, id)));
  if (users.length > 0) throw conflict('IN_USE', spec.messages.inUse(users));
  await common(trx)
    .updateTable(name(table))
    .set(stamps.deleted(spec.actor))
    .where('id', '=', id)
    .execute();
}

/** Which of `ids` are in the trash (true) or live (false); ids with no row are left out. */
export async function findTrashState<T extends TrashTable>(db: Db, table: T, ids: number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await common(db)
    .selectFrom(name(table))
    .select(['id', 'deletedAt'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.deletedAt !== null]));
}
