import { createHash, randomUUID, type Hash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable, Transform } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MEDIA_MESSAGES, MESSAGES } from '@taller/shared';
import { AppError, badRequest } from '../../lib/app-error';
import { StorageWriteError, type StagedFile, type Storage } from '../../lib/storage';
import { createTypeSniffer, type DetectedType } from './media-type';

export const UPLOAD_FIELD = 'files';

export type AcceptedUpload = {
  staged: StagedFile;
  type: DetectedType;
  storageKey: string;
  originalName: string;
  /** sha-256 of the content (hex): payment proofs flag a file sent twice by it. */
  sha256: string;
};

const tooLarge = (name: string, maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', MEDIA_MESSAGES.tooLarge(name, maxBytes));
const malformed = () => badRequest('MALFORMED_UPLOAD', MEDIA_MESSAGES.malformed);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;

/** The client's file name for display: its last path segment, one line, at most 255 chars. */
export function displayName(filename: string | undefined) {
  const last = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return last.replace(CONTROL_CHARS, ' ').trim().slice(0, 255);
}

/** The errors @fastify/multipart raises while parsing, in Spanish with the right status. */
export function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError(413, 'TOO_MANY_FILES', MEDIA_MESSAGES.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  }
  return malformed();
}

/**
 * Streams one file part to storage while checking its type from its first bytes and its size
 * against the limit; either failure stops the stream at once and leaves nothing staged.
 */
export async function stageFile(
  part: MultipartFile,
  storage: Storage,
  maxBytes: number,
): Promise<AcceptedUpload> {
  const name = displayName(part.filename);
  const sniffer = createTypeSniffer(() =>
    badRequest('FILE_TYPE_NOT_ALLOWED', MEDIA_MESSAGES.typeNotAllowed(name)),
  );
  part.file.once('limit', () => sniffer.stream.destroy(tooLarge(name, maxBytes)));
  const hash = createHash('sha256');
  sniffer.stream.on('data', (chunk: Buffer) => hash.update(chunk));
  let staged: StagedFile;
  try {
    staged = await storage.stage(fromPart(part, sniffer.stream));
  } catch (error) {
    // A storage that cannot write (disk full…) answers 503 (plugins/errors.ts).
    if (error instanceof AppError || error instanceof StorageWriteError) throw error;
    // Otherwise the client's side broke (truncated body, bad part): its fault, not ours.
    throw malformed();
  }
  const type = sniffer.detected();
  if (part.file.truncated || !type) {
    await staged.discard();
    throw part.file.truncated
      ? tooLarge(name, maxBytes)
      : badRequest('FILE_TYPE_NOT_ALLOWED', MEDIA_MESSAGES.typeNotAllowed(name));
  }
  return accepted(staged, type, name, hash);
}

/** A staged file whose content passed the checks, with its name on disk and its hash. */
const accepted = (
  staged: StagedFile,
  type: DetectedType,
  originalName: string,
  hash: Hash,
): AcceptedUpload => ({
  staged,
  type,
  storageKey: `${randomUUID()}.${type.extension}`,
  originalName,
  sha256: hash.digest('hex'),
});

/**
 * A file that did not come from a form (a WhatsApp photo downloaded from Meta), checked as
 * uploads are: type by content, at most `maxBytes`, sha-256; nothing staged when refused.
 */
export async function stageStream(
  source: Readable,
  filename: string,
  storage: Storage,
  maxBytes: number,
): Promise<AcceptedUpload> {
  const name = displayName(filename);
  const refuse = () => badRequest('FILE_TYPE_NOT_ALLOWED', MEDIA_MESSAGES.typeNotAllowed(name));
  const sniffer = createTypeSniffer(refuse);
  const hash = createHash('sha256');
  let bytes = 0;
  sniffer.stream.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    if (bytes > maxBytes) sniffer.stream.destroy(tooLarge(name, maxBytes));
  });
  pipeline(source, sniffer.stream).catch(() => {
    /* the error reaches storage through the sniffer */
  });
  const staged = await storage.stage(sniffer.stream);
  const type = sniffer.detected();
  if (!type) {
    await staged.discard();
    throw refuse();
  }
  return accepted(staged, type, name, hash);
}

/** part.file → sniffer as one readable: a failure on either side fails the other. */
function fromPart(part: MultipartFile, sniffer: Transform) {
  pipeline(part.file, sniffer).catch(() => {
    /* the error reaches storage through the sniffer */
  });
  return sniffer;
}

/**
 * Hands each part of a multipart body to `onPart`, in order; the parser's own failures become
 * Spanish AppErrors (media-upload's and payment proofs' forms share it).
 */
export async function forEachPart(
  openParts: () => AsyncIterableIterator<Multipart>,
  onPart: (part: Multipart) => Promise<void>,
) {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = openParts();
  } catch (error) {
    throw multipartError(error);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw multipartError(error);
    }
    if (next.done) return;
    await onPart(next.value);
  }
}

/**
 * Reads a whole multipart batch, staging every file of field `files`. All or nothing: on any
 * failure every file staged so far is discarded before the error is passed on.
 */
export async function stageBatch(
  openParts: () => AsyncIterableIterator<Multipart>,
  storage: Storage,
  maxBytes: number,
): Promise<AcceptedUpload[]> {
  const accepted: AcceptedUpload[] = [];
  try {
    await forEachPart(openParts, async (part) => {
      if (part.type !== 'file') return;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw badRequest('MALFORMED_UPLOAD', MEDIA_MESSAGES.wrongField);
      }
      accepted.push(await stageFile(part, storage, maxBytes));
    });
    if (accepted.length === 0) throw badRequest('MALFORMED_UPLOAD', MEDIA_MESSAGES.noFiles);
    return accepted;
  } catch (error) {
    await Promise.all(accepted.map((a) => a.staged.discard()));
    throw error;
  }
}
