import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { elf, gif, html, jpeg, mp4, pdf, png, svg } from '../media-samples';
import { HTML, SQL } from './hostile';

/**
 * Multipart bodies, valid and broken, built by hand (synchronously, byte by byte) so that every
 * part of the format can be got wrong: boundaries, part headers, field names, file names,
 * contents, truncation.
 */

type Part = { field: string; filename?: string; type?: string; content: Buffer; header?: string };

const CONTENTS = {
  png: png(),
  jpeg: jpeg(),
  gif: gif(),
  pdf: pdf(),
  mp4: mp4(2048),
  elf: elf(),
  html: html(),
  svg: svg(),
  empty: Buffer.alloc(0),
  noise: randomBytes(700),
};

const FILE_NAMES = [
  'foto.png',
  'Ficha técnica.pdf',
  '../../../etc/passwd',
  'C:\\Windows\\system32\\calc.exe',
  '\u202Egnp.exe',
  '',
  ' ',
  '.',
  '..',
  'con.png',
  'a'.repeat(400) + '.png',
  'ñandú 🙂.jpg',
  'line\r\nX-Inyectada: 1.png',
  ...HTML.map((h) => `${h}.png`),
  ...SQL.map((s) => `${s}.pdf`),
];

const FIELDS = ['files', 'files', 'files', 'file', 'files[]', '', 'FILES', '<b>files</b>'];

const part = fc.record({
  field: fc.constantFrom(...FIELDS),
  // One part in six is not a file (no file name).
  filename: fc.option(fc.constantFrom(...FILE_NAMES), { freq: 6, nil: undefined }),
  type: fc.constantFrom(
    'image/png',
    'application/pdf',
    'text/html',
    'application/octet-stream',
    'image/svg+xml',
    '',
  ),
  content: fc.constantFrom(...Object.values(CONTENTS)),
  // One part in five carries an odd extra header.
  header: fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Content-Transfer-Encoding: base64',
        'Content-Disposition: attachment; filename="otro.png"',
        `X-Larga: ${'x'.repeat(9000)}`,
        'Sin-Dos-Puntos',
      ),
    },
  ),
});

function encode(boundary: string, parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${p.field}"` +
      (p.filename === undefined ? '' : `; filename="${p.filename}"`);
    const headers = [disposition, p.type ? `Content-Type: ${p.type}` : '', p.header ?? '']
      .filter(Boolean)
      .join('\r\n');
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), p.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export type MultipartBody = { contentType: string; payload: Buffer };

/** A well-formed upload of accepted files: what the media widget sends. */
const validUpload: fc.Arbitrary<MultipartBody> = fc
  .array(fc.constantFrom(CONTENTS.png, CONTENTS.jpeg, CONTENTS.gif, CONTENTS.pdf, CONTENTS.mp4), {
    minLength: 1,
    maxLength: 3,
  })
  .map((contents) => ({
    contentType: 'multipart/form-data; boundary=taller-fuzz',
    payload: encode(
      'taller-fuzz',
      contents.map((content, i) => ({ field: 'files', filename: `archivo-${i}`, content })),
    ),
  }));

/** A multipart upload, well-formed or broken in one of many ways. */
const brokenUpload: fc.Arbitrary<MultipartBody> = fc
  .record({
    parts: fc.oneof(
      { weight: 4, arbitrary: fc.array(part, { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constant([] as Part[]) },
      // Past the per-request file limit.
      {
        weight: 1,
        arbitrary: fc.constant(
          Array(21).fill({
            field: 'files',
            filename: 'x.png',
            type: 'image/png',
            content: CONTENTS.png,
          }),
        ),
      },
    ),
    boundary: fc.constantFrom('taller-fuzz', 'x'.repeat(71), '----', 'límite'),
    declared: fc.constantFrom('same', 'same', 'same', 'other', 'missing', 'quoted', 'empty'),
    // One body in five is cut short somewhere.
    truncateAt: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
    ),
  })
  .map(({ parts, boundary, declared, truncateAt }) => {
    const full = encode(boundary, parts);
    const payload =
      truncateAt === undefined ? full : full.subarray(0, Math.floor(full.length * truncateAt));
    const param = {
      same: `; boundary=${boundary}`,
      other: '; boundary=otra-cosa',
      missing: '',
      quoted: `; boundary="${boundary}"`,
      empty: '; boundary=',
    }[declared];
    return { contentType: `multipart/form-data${param}`, payload };
  });

export const multipartBody = fc.oneof(
  { weight: 1, arbitrary: validUpload },
  { weight: 3, arbitrary: brokenUpload },
);
