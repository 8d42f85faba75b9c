import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Real sample files, generated here so the suite carries no binaries: each is a valid file of its
 * format (small, but decodable), plus impostors.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

function pngChunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A width×height RGB PNG filled with one colour. */
export function png(width = 4, height = 4, rgb: [number, number, number] = [200, 30, 30]) {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8×8 mid-grey baseline JPEG: quantisation table of ones, one-code Huffman tables (DC
 * category 0, AC end-of-block), and a single block whose entropy-coded bits are "00" + padding.
 */
export function jpeg() {
  const marker = (code: number, body: number[]) => [
    0xff,
    code,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (classAndId: number) => [classAndId, 1, ...Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8,
    ...marker(0xdb, [0x00, ...Array(64).fill(1)]),
    ...marker(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...marker(0xc4, oneCodeTable(0x00)),
    ...marker(0xc4, oneCodeTable(0x10)),
    ...marker(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** An MP4: an ftyp box (brand isom) then an mdat box of `payloadBytes` bytes. */
export function mp4(payloadBytes = 4096) {
  const ftypBody = Buffer.concat([
    Buffer.from('isom'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41'),
  ]);
  const box = (type: string, body: Buffer) =>
    Buffer.concat([u32(body.length + 8), Buffer.from(type, 'ascii'), body]);
  return Buffer.concat([box('ftyp', ftypBody), box('mdat', randomBytes(payloadBytes))]);
}

/** A one-page PDF with a correct cross-reference table. */
export function pdf(extra = '') {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${extra}`;
  return Buffer.from(body, 'latin1');
}

export function gif() {
  // GIF89a, 1×1, global colour table of 2, one image with the minimal LZW stream.
  return Buffer.from('474946383961010001008000000000ffffff2c00000000010001000002024401003b', 'hex');
}

/** A Linux executable header: what a renamed program looks like. */
export function elf() {
  const header = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header);
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  return Buffer.concat([header, randomBytes(512)]);
}

export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
