import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_MEDIA_ENTITY_TYPE,
  MEDIA_MESSAGES,
  MESSAGES,
  type MediaItem,
  type UploadedMedia,
} from '@taller/shared';
import type { Db } from '../../db/database';
import { changeKeys, type ChangeFeed } from '../../lib/change-feed';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { findTrashState, type TrashTable } from '../../resource';
import type { Storage } from '../../lib/storage';
import { roleAllows } from '../../plugins/auth';
import type { Access } from '../../plugins/access';
import { stageBatch, type AcceptedUpload } from './media-upload';
import {
  deleteMediaByIds,
  findMediaByUrls,
  insertMedia,
  type MediaItemRow,
  type MediaRow,
} from './media.repository';

/**
 * A kind of record that media are attached to (a model; a product later): the table its records
 * live in, and who may edit one, and so remove its files.
 */
export type MediaOwner = { entityType: string; table: TrashTable; access: Access };

export type MediaDeps = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  maxBytes: number;
  changes: ChangeFeed;
  owners: readonly MediaOwner[];
};

/** The public address of a stored file; served by media-files.routes.ts. */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (storageKey: string) => `${MEDIA_URL_PREFIX}${storageKey}`;

/** A stored row as the client sees a media item (SPEC §3); storage details stay inside. */
export const toMediaItem = (row: MediaItemRow): MediaItem => ({
  id: row.id,
  url: row.url,
  fileType: row.fileType,
  entityType: row.entityType,
  displayOrder: row.displayOrder,
  originalName: row.originalName,
});

/** The row of an accepted upload (committed under its storage key), attached to nothing yet. */
export const mediaRowOf = (
  file: AcceptedUpload,
  row: { entityType: string; displayOrder: number; createdBy: string; createdAt: string },
) => ({
  url: mediaUrl(file.storageKey),
  storageKey: file.storageKey,
  fileType: file.type.fileType,
  mimeType: file.type.mimeType,
  size: file.staged.size,
  originalName: file.originalName,
  entityId: null,
  ...row,
});

/** A url as the client may send it back (absolute or relative), reduced to its path. */
export const urlPath = (url: string) => {
  try {
    return new URL(url, 'http://taller.invalid').pathname;
  } catch {
    return url;
  }
};

export function createMediaService({ db, storage, log, maxBytes, owners, changes }: MediaDeps) {
  /**
   * Refuses (throws) unless `actor` may remove every row: a file attached to nothing, or to a live
   * record that `actor` may edit. A record in the trash keeps its files for its restore.
   */
  async function assertMayRemove(trx: Db, rows: MediaRow[], actor: Actor) {
    for (const owner of new Set(rows.filter((r) => r.entityId !== null).map((r) => r.entityType))) {
      const attached = rows.filter((r) => r.entityType === owner && r.entityId !== null);
      const kind = owners.find((o) => o.entityType === owner);
      if (!kind) throw conflict('ATTACHED_ELSEWHERE', MEDIA_MESSAGES.attachedElsewhere);
      if (!roleAllows(kind.access, actor.role)) {
        throw forbidden(MESSAGES.forbidden);
      }
      const trashed = await findTrashState(trx, kind.table, [
        ...new Set(attached.map((r) => r.entityId!)),
      ]);
      if (attached.some((r) => trashed.get(r.entityId!) === true)) {
        throw conflict('PARENT_IN_TRASH', MEDIA_MESSAGES.ownerInTrash);
      }
    }
  }

  return {
    /**
     * Stores a whole batch or nothing: files are staged as they stream in, then made visible
     * and recorded in one transaction; any failure removes every file of the batch.
     */
    async upload(
      openParts: () => AsyncIterableIterator<Multipart>,
      createdBy: string,
      /** Told the sizes of the files once they are stored (the day's upload count). */
      onStored: (sizes: number[]) => void = () => {},
    ): Promise<UploadedMedia[]> {
      const accepted = await stageBatch(openParts, storage, maxBytes);
      try {
        const rows = await db.transaction().execute(async (trx) => {
          for (const file of accepted) await file.staged.commit(file.storageKey);
          const createdAt = new Date().toISOString();
          return insertMedia(
            trx,
            accepted.map((file, index) =>
              mediaRowOf(file, {
                entityType: DEFAULT_MEDIA_ENTITY_TYPE,
                displayOrder: index + 1,
                createdBy,
                createdAt,
              }),
            ),
          );
        });
        onStored(rows.map((row) => row.size));
        return rows.map((row) => ({
          id: row.id,
          url: row.url,
          fileType: row.fileType as UploadedMedia['fileType'],
          displayOrder: row.displayOrder,
          originalName: row.originalName,
        }));
      } catch (error) {
        await Promise.all(accepted.map((file) => file.staged.discard()));
        throw error;
      }
    },

    /**
     * Copies the files of one record, `times` over, as new rows attached to nothing (each copy a
     * file of its own, since a row has one owner): what records made from it attach, in order
     * (products generated from a model take its photos). A copy nobody attaches is swept after
     * 24 hours like any upload; a failure removes the copies made.
     */
    async copyFilesOf(
      from: { entityType: string; entityId: number },
      times: number,
      createdBy: string,
    ): Promise<number[][]> {
      const rows = await db
        .selectFrom('media')
        .selectAll()
        .where('entityType', '=', from.entityType)
        .where('entityId', '=', from.entityId)
        .orderBy('displayOrder')
        .orderBy('id')
        .execute();
      if (rows.length === 0 || times === 0) return Array.from({ length: times }, () => []);
      const made: { key: string; row: MediaRow; discard: () => Promise<void> }[] = [];
      try {
        for (let copy = 0; copy < times; copy += 1) {
          for (const row of rows) {
            const staged = await storage.stage(storage.read(row.storageKey));
            const key = `${randomUUID()}${extname(row.storageKey)}`;
            await staged.commit(key);
            made.push({ key, row, discard: staged.discard });
          }
        }
        const createdAt = new Date().toISOString();
        const inserted = await insertMedia(
          db,
          made.map(({ key, row }, index) => ({
            url: mediaUrl(key),
            storageKey: key,
            fileType: row.fileType,
            mimeType: row.mimeType,
            size: row.size,
            originalName: row.originalName,
            entityType: DEFAULT_MEDIA_ENTITY_TYPE,
            entityId: null,
            displayOrder: (index % rows.length) + 1,
            createdBy,
            createdAt,
          })),
        );
        return Array.from({ length: times }, (_, copy) =>
          inserted.slice(copy * rows.length, (copy + 1) * rows.length).map((row) => row.id),
        );
      } catch (error) {
        await Promise.all(made.map((file) => file.discard()));
        throw error;
      }
    },

    /**
     * Removes the rows, then the files, of the given urls, all or none. Urls that name nothing
     * are skipped; when none names a file, nothing was deleted and the answer says so (404).
     */
    async remove(urls: string[], actor: Actor): Promise<number> {
      let rows: MediaRow[] = [];
      try {
        rows = await db.transaction().execute(async (trx) => {
          const found = await findMediaByUrls(trx, [...new Set(urls.map(urlPath))]);
          if (found.length === 0) throw notFound(MEDIA_MESSAGES.nothingToDelete);
          await assertMayRemove(trx, found, actor);
          await deleteMediaByIds(
            trx,
            found.map((row) => row.id),
          );
          return found;
        });
      } finally {
        // A deleted item may have been a model's: every cached model list is rebuilt.
        await changes.bump(changeKeys.models);
      }
      await removeFiles(storage, log, rows);
      return rows.length;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Removes stored files; a failure is logged, never thrown (the rows are already gone). */
export async function removeFiles(
  storage: Storage,
  log: FastifyBaseLogger,
  rows: { storageKey: string }[],
) {
  await Promise.all(
    rows.map((row) =>
      storage
        .remove(row.storageKey)
        .catch((err: unknown) => log.error({ err, key: row.storageKey }, 'media file not removed')),
    ),
  );
}
