import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { groupBy } from '../../resource';
import type { Database } from '../../db/schema';

export interface MediaTable {
  id: Generated<number>;
  url: string;
  storageKey: string;
  fileType: string;
  mimeType: string;
  size: number;
  /** The client's file name: shown and offered as the download name, never used in a path. */
  originalName: string;
  entityType: Generated<string>;
  entityId: number | null;
  displayOrder: Generated<number>;
  createdBy: string | null;
  createdAt: string;
}

declare module '../../db/schema' {
  interface Database {
    media: MediaTable;
  }
}

export type MediaRow = Selectable<MediaTable>;

/** What an owner shows of its media (a MediaItem, SPEC §3) plus whose it is. */
const MEDIA_ITEM_COLUMNS = [
  'id',
  'url',
  'fileType',
  'entityType',
  'entityId',
  'displayOrder',
  'originalName',
] as const;
export type MediaItemRow = Pick<MediaRow, (typeof MEDIA_ITEM_COLUMNS)[number]>;
/** A connection or a transaction: repository calls compose into a caller's transaction. */
type Executor = Kysely<Database>;

/** Inserts rows in order and returns them with their ids. */
export const insertMedia = (db: Executor, rows: Insertable<MediaTable>[]) =>
  db.insertInto('media').values(rows).returningAll().execute();

export const findMediaByKey = (db: Db, storageKey: string) =>
  db.selectFrom('media').selectAll().where('storageKey', '=', storageKey).executeTakeFirst();

export const findMediaByUrls = (db: Db, urls: string[]) =>
  urls.length === 0
    ? Promise.resolve([])
    : db.selectFrom('media').selectAll().where('url', 'in', urls).execute();

export const deleteMediaByIds = async (db: Executor, ids: number[]) => {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('media').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Unattached uploads created before `before` (ISO): what the orphan sweep removes. */
export const findOrphanMedia = (db: Db, before: string) =>
  db
    .selectFrom('media')
    .selectAll()
    .where('entityId', 'is', null)
    .where('createdAt', '<', before)
    .orderBy('id')
    .execute();

/** Runs `work` in the caller's transaction when given one, else in a new one. */
const inTransaction = <T>(db: Executor, work: (trx: Executor) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export type AttachMediaResult = {
  /** Ids that were attached, in their new order. */
  attached: number[];
  /** Ids that do not exist or already belong to another entity: left untouched. */
  rejected: number[];
  /** Ids this entity held before and no longer lists: now unattached (the sweep removes them). */
  detached: number[];
};

/**
 * Makes `mediaIds`, in that order, the media of one entity (displayOrder 1, 2, 3…), and detaches
 * whatever the entity held before and no longer lists. One transaction: the entity's media never
 * show a half-applied list. Items owned by another entity are never taken over.
 */
export function attachMedia(
  db: Executor,
  target: { entityType: string; entityId: number; mediaIds: number[] },
): Promise<AttachMediaResult> {
  const { entityType, entityId } = target;
  const wanted = [...new Set(target.mediaIds)];
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('media')
      .select('id')
      .where('entityType', '=', entityType)
      .where('entityId', '=', entityId)
      .execute();
    const candidates =
      wanted.length === 0
        ? []
        : await trx
            .selectFrom('media')
            .select(['id', 'entityType', 'entityId'])
            .where('id', 'in', wanted)
            .execute();
    const canTake = new Set(
      candidates
        .filter(
          (m) => m.entityId === null || (m.entityType === entityType && m.entityId === entityId),
        )
        .map((m) => m.id),
    );
    const attached = wanted.filter((id) => canTake.has(id));
    const rejected = wanted.filter((id) => !canTake.has(id));
    const detached = current.map((m) => m.id).filter((id) => !canTake.has(id));
    if (detached.length > 0) {
      await trx.updateTable('media').set({ entityId: null }).where('id', 'in', detached).execute();
    }
    for (const [index, id] of attached.entries()) {
      await trx
        .updateTable('media')
        .set({ entityType, entityId, displayOrder: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return { attached, rejected, detached };
  });
}

/**
 * The media of many entities in ONE query (for lists), each entity's items by displayOrder.
 * Entities without media are absent from the map. Only the columns a MediaItem needs are read:
 * a list of 2,000 models carries 10,000 of them.
 */
export async function findMediaForEntities(
  db: Executor,
  entityType: string,
  entityIds: number[],
): Promise<Map<number, MediaItemRow[]>> {
  if (entityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(MEDIA_ITEM_COLUMNS)
    .where('entityType', '=', entityType)
    .where('entityId', 'in', [...new Set(entityIds)])
    .orderBy('entityId')
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();
  return groupBy(rows, (row) => row.entityId!);
}
