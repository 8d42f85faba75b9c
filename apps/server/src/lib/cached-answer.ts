import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** What all cached bodies may hold together before the least recently used go. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** One encoded answer: its JSON bytes, their ETag, and each compressed form once asked for. */
export type CachedBody = {
  identity: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

type Entry = { stamp: string; body: Promise<CachedBody>; bytes: number };

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a tenth of the time of the maximum for a few percent more bytes; done once.
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * Answers that are built once and sent many times (the big lists): the JSON text is kept, with
 * its ETag and compressed forms, until a write bumps one of the keys it depends on (see
 * change-feed.ts). A request asks with the keys' stamp taken when it arrives, so an answer
 * built before an acknowledged write is never handed to a request that came after it.
 */
export function createAnswerCache(feed: ChangeFeed, maxBytes = DEFAULT_MAX_BYTES) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const forget = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    /** The body for `key` as of now; `build` runs only when none is current (once for many). */
    async get(key: string, dependsOn: readonly string[], build: () => Promise<string>) {
      // Other servers' writes first (a no-op with one server).
      await feed.sync();
      const stamp = feed.stamp(dependsOn);
      const found = entries.get(key);
      if (found && found.stamp === stamp) {
        // Most recently used last: eviction takes from the front.
        entries.delete(key);
        entries.set(key, found);
        return found.body;
      }
      if (found) forget(key, found);
      const entry: Entry = { stamp, bytes: 0, body: Promise.resolve(null as never) };
      entry.body = build().then(
        (json) => {
          const identity = Buffer.from(json);
          const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
          if (entries.get(key) === entry) {
            entry.bytes = identity.length;
            total += identity.length;
            for (const [oldKey, old] of entries) {
              if (total <= maxBytes || old === entry) break;
              forget(oldKey, old);
            }
          }
          return { identity, etag, encoded: {} };
        },
        (error: unknown) => {
          forget(key, entry);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.body;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The best encoding the client accepts (br, then gzip), or null for the plain body. */
function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
}

/**
 * Sends a cached body: 304 when the client already holds it, else its compressed form when
 * accepted. Revalidated with its ETag on every use (`private, no-cache`), never stored as is.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', body.etag)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.identity.length >= COMPRESS_FROM_BYTES
      ? chooseEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body.identity);
  const compress = compressors[encoding];
  let compressed = body.encoded[encoding];
  if (!compressed) {
    compressed = compress(body.identity);
    body.encoded[encoding] = compressed;
    compressed.catch(() => delete body.encoded[encoding]);
  }
  return reply.header('content-encoding', encoding).send(await compressed);
}
