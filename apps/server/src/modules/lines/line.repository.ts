import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';

export interface LinesTable {
  id: Generated<number>;
  name: string;
  nameKey: string;
  description: string | null;
  color: Generated<string>;
  status: Generated<string>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

declare module '../../db/schema' {
  interface Database {
    lines: LinesTable;
  }
}

export type LineRow = Selectable<LinesTable>;

/** Newest first, so that a line just created shows on page 1. */
export const findLiveLines = (db: Db) =>
  db.selectFrom('lines').selectAll().where('deletedAt', 'is', null).orderBy('id', 'desc').execute();

export const findActiveLines = (db: Db) =>
  db
    .selectFrom('lines')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where('status', '=', 'ACTIVE')
    .orderBy('name')
    .orderBy('id')
    .execute();

/** The trash: most recently deleted first. */
export const findDeletedLines = (db: Db) =>
  db
    .selectFrom('lines')
    .selectAll()
    .where('deletedAt', 'is not', null)
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** A line whether deleted or not; callers decide what a deleted one means. */
export const findLineById = (db: Db, id: number) =>
  db.selectFrom('lines').selectAll().where('id', '=', id).executeTakeFirst();

/** The live line holding this name key, other than `exceptId`. */
export const findLiveLineByNameKey = (db: Db, nameKey: string, exceptId?: number) => {
  let query = db
    .selectFrom('lines')
    .select(['id', 'name'])
    .where('nameKey', '=', nameKey)
    .where('deletedAt', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
};

export const insertLine = (db: Db, line: Insertable<LinesTable>) =>
  db.insertInto('lines').values(line).returningAll().executeTakeFirstOrThrow();

/** Changes a live line; undefined when there is none with this id. */
export const updateLiveLine = (db: Db, id: number, changes: Updateable<LinesTable>) =>
  db
    .updateTable('lines')
    .set(changes)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** Changes a deleted line (restore); undefined when there is no deleted line with this id. */
export const updateDeletedLine = (db: Db, id: number, changes: Updateable<LinesTable>) =>
  db
    .updateTable('lines')
    .set(changes)
    .where('id', '=', id)
    .where('deletedAt', 'is not', null)
    .returningAll()
    .executeTakeFirst();
