import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_MEDIA_ENTITY_TYPE, type MediaItem, type UploadedMedia } from '@taller/shared';
import type { Db } from '../../db/database';
import type { Storage } from '../../lib/storage';
import { stageBatch } from './media-upload';
import {
  deleteMediaByIds,
  findMediaByUrls,
  insertMedia,
  type MediaItemRow,
} from './media.repository';

export type MediaDeps = { db: Db; storage: Storage; log: FastifyBaseLogger; maxBytes: number };

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

/** A url as the client may send it back (absolute or relative), reduced to its path. */
export const urlPath = (url: string) => {
  try {
    return new URL(url, 'http://taller.invalid').pathname;
  } catch {
    return url;
  }
};

export function createMediaService({ db, storage, log, maxBytes }: MediaDeps) {
  return {
    /**
     * Stores a whole batch or nothing: files are staged as they stream in, then made visible
     * and recorded in one transaction; any failure removes every file of the batch.
     */
    async upload(
      openParts: () => AsyncIterableIterator<Multipart>,
      createdBy: string,
    ): Promise<UploadedMedia[]> {
      const accepted = await stageBatch(openParts, storage, maxBytes);
      try {
        const rows = await db.transaction().execute(async (trx) => {
          for (const file of accepted) await file.staged.commit(file.storageKey);
          const createdAt = new Date().toISOString();
          return insertMedia(
            trx,
            accepted.map((file, index) => ({
              url: mediaUrl(file.storageKey),
              storageKey: file.storageKey,
              fileType: file.type.fileType,
              mimeType: file.type.mimeType,
              size: file.staged.size,
              originalName: file.originalName,
              entityType: DEFAULT_MEDIA_ENTITY_TYPE,
              entityId: null,
              displayOrder: index + 1,
              createdBy,
              createdAt,
            })),
          );
        });
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
     * Removes the rows, then the files, of the given urls. Urls that name nothing are skipped:
     * deleting is idempotent, so a retried or repeated delete still succeeds.
     */
    async remove(urls: string[]): Promise<number> {
      const rows = await findMediaByUrls(db, [...new Set(urls.map(urlPath))]);
      const removed = await deleteMediaByIds(
        db,
        rows.map((row) => row.id),
      );
      await removeFiles(storage, log, rows);
      return removed;
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
