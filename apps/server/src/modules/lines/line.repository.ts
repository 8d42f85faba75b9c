import type { Generated, Insertable, Selectable } from 'kysely';
import type { AuditColumns } from '../../db/columns';
import type { Db } from '../../db/database';
import { findLiveForWrite } from '../../resource';
import type { Dialect } from '../../db/schema';

export interface LinesTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  nameKey: string;
  description: string | null;
  color: Generated<string>;
  status: Generated<string>;
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

/** These lines, live or deleted, in no order. */
export const findLinesByIds = (db: Db, ids: number[]) =>
  db.selectFrom('lines').selectAll().where('id', 'in', ids).execute();

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

export const insertLine = (db: Db, line: Insertable<LinesTable>) =>
  db.insertInto('lines').values(line).returningAll().executeTakeFirstOrThrow();

/**
 * The live line a model is written into, share-locked on PostgreSQL: a line deleted at the same
 * moment waits for this model (and takes it with it) or is seen as deleted here.
 */
export const findLiveLineForWrite = async (db: Db, lineId: number, dialect: Dialect) =>
  (await findLiveForWrite(db, dialect, 'lines', [lineId], ['id', 'name']))[0];

/** A line's id and name, whether deleted or not. */
export const findLineSummary = (db: Db, lineId: number) =>
  db
    .selectFrom('lines')
    .select(['id', 'name', 'deletedAt'])
    .where('id', '=', lineId)
    .executeTakeFirst();
