import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaFileType } from '@taller/shared';

export type DetectedType = { fileType: MediaFileType; mimeType: string; extension: string };

/**
 * What is accepted, by the type the content shows (magic bytes), never by the file's name or the
 * Content-Type the client claims. SVG is absent on purpose: it can carry script.
 */
const ACCEPTED: Record<string, DetectedType> = {
  'image/jpeg': { fileType: 'IMAGE', mimeType: 'image/jpeg', extension: 'jpg' },
  'image/png': { fileType: 'IMAGE', mimeType: 'image/png', extension: 'png' },
  // An animated PNG is a PNG to every browser.
  'image/apng': { fileType: 'IMAGE', mimeType: 'image/apng', extension: 'png' },
  'image/gif': { fileType: 'IMAGE', mimeType: 'image/gif', extension: 'gif' },
  'image/webp': { fileType: 'IMAGE', mimeType: 'image/webp', extension: 'webp' },
  'video/mp4': { fileType: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' },
  'video/webm': { fileType: 'VIDEO', mimeType: 'video/webm', extension: 'webm' },
  'application/pdf': { fileType: 'PDF', mimeType: 'application/pdf', extension: 'pdf' },
};

/** file-type's own advice: enough of the head to tell every supported format apart. */
export const SNIFF_BYTES = 4100;

export async function detectType(head: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.mime]) ?? null;
}

/**
 * A pass-through stream that decides the type from the first SNIFF_BYTES and fails at once
 * (with `refuse()`) when the content is not an accepted type, so a refused upload stops early.
 * Only the head is ever buffered.
 */
export function createTypeSniffer(refuse: () => Error) {
  const head: Buffer[] = [];
  let headLength = 0;
  let detected: DetectedType | null = null;
  let decided = false;

  const decide = (done: (error?: Error | null) => void) => {
    decided = true;
    detectType(Buffer.concat(head, Math.min(headLength, SNIFF_BYTES))).then(
      (type) => {
        detected = type;
        head.length = 0;
        done(type ? null : refuse());
      },
      (error: Error) => done(error),
    );
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (decided) return done(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return done(null, chunk);
      decide((error) => (error ? done(error) : done(null, chunk)));
    },
    flush(done) {
      if (decided) return done();
      decide((error) => done(error));
    },
  });
  return { stream, detected: () => detected };
}
