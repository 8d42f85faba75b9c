import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { MEDIA_MESSAGES, z } from '@taller/shared';
import { AppError, notFound } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { isValidStorageKey } from '../../lib/storage';
import { findMediaByKey } from './media.repository';
import { MEDIA_URL_PREFIX } from './media.service';

/**
 * Media attached to these entities are private: payment proofs, support tickets' files, files
 * received on WhatsApp and the uploads waiting to be sent with a ticket's message
 * ('TICKET_UPLOAD:<user id>').
 */
const PRIVATE_MEDIA_ENTITIES = new Set(['PAYMENT', 'TICKET_MESSAGE', 'WHATSAPP_MESSAGE']);
export const isPrivateMedia = (entityType: string) =>
  PRIVATE_MEDIA_ENTITIES.has(entityType) || entityType.startsWith('TICKET_UPLOAD:');

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Nothing inside a served document may run or load anything in the app's origin. */
const SANDBOX_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** Images and videos are shown in the page; anything else is sandboxed. */
const isInlineSafe = (mimeType: string) =>
  mimeType.startsWith('image/') || mimeType.startsWith('video/');
/** 'Abrir PDF' opens the browser's own viewer (sandboxed like the rest); others download. */
const dispositionOf = (mimeType: string) =>
  mimeType === 'application/pdf' ? 'inline' : 'attachment';

// Not on resourceRoutes: serves stored files by name under /media/, outside the API.
/**
 * GET /media/<generated name>: stored files, outside /api because <img> and <video> cannot send
 * a bearer token (the names are random UUIDs). Every path under /media/ lands here, so anything
 * that is not exactly a stored name (dot segments, encoded slashes, backslashes, absolute paths)
 * is a 404 and never reaches the web app's fallback.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    // HEAD declared here (not derived from GET): it answers the headers without reading the file.
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}*`,
    compress: false,
    schema: { hide: true, params: z.object({ '*': z.string() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      const row = isValidStorageKey(key) ? await findMediaByKey(app.db, key) : undefined;
      const stat = row ? await app.storage.stat(key) : null;
      if (!row || !stat) throw notFound(MEDIA_MESSAGES.fileNotFound);

      // Files of private entities (payment proofs, ticket attachments) are served only by their
      // owners' session-checked calls (sendPrivateMedia), never here.
      if (isPrivateMedia(row.entityType)) throw notFound(MEDIA_MESSAGES.fileNotFound);
      return sendStoredFile(app, request, reply, row, stat.size, IMMUTABLE);
    },
  });
};

type StoredFile = { storageKey: string; mimeType: string; originalName: string };

/** Answers a stored file: type, nosniff, a sandbox for documents, ETag and byte ranges. */
export async function sendStoredFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  row: StoredFile,
  size: number,
  cacheControl: string,
) {
  const key = row.storageKey;
  const etag = `"${row.storageKey}"`;
  reply
    .header('Content-Type', row.mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag);
  if (!isInlineSafe(row.mimeType)) {
    reply
      .header(
        'Content-Disposition',
        contentDisposition(dispositionOf(row.mimeType), row.originalName || key),
      )
      .header('Content-Security-Policy', SANDBOX_CSP);
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const rangeHeader = request.headers.range;
  const ranges = rangeHeader ? parseRange(size, rangeHeader, { combine: true }) : -2;
  if (ranges === -1) {
    reply.header('Content-Range', `bytes */${size}`);
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', MEDIA_MESSAGES.rangeNotSatisfiable);
  }
  // No, malformed or multiple ranges: the whole file (a server may ignore Range).
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    reply.header('Content-Length', size);
    return reply.send(request.method === 'HEAD' ? undefined : app.storage.read(key));
  }
  const { start, end } = ranges[0]!;
  reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1);
  return reply.send(request.method === 'HEAD' ? undefined : app.storage.read(key, { start, end }));
}

/**
 * GET of a private entity's file (a payment proof, a ticket attachment) by its media id, after
 * the caller's access to the entity was checked: never cached by shared caches.
 */
export async function sendPrivateMedia(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaId: number,
) {
  const row = await app.db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', mediaId)
    .executeTakeFirst();
  const stat = row ? await app.storage.stat(row.storageKey) : null;
  if (!row || !stat) throw notFound(MEDIA_MESSAGES.fileNotFound);
  return sendStoredFile(app, request, reply, row, stat.size, 'private, no-store');
}
