import { get } from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drawPdf, pdfBuffer, pdfTable, sendPdf, type Pdf } from './pdf';

const COLUMNS = [
  { header: 'Pedido', width: 1 },
  { header: 'Cliente', width: 3 },
];
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ cells: [`PED-${i}`, `Cliente ${i}`] }));

/** A table of `count` rows (about 45 a page), counting the pages it reaches in `drawn`. */
const longTable = (count: number, drawn: { pages: number }) => async (doc: Pdf) => {
  drawn.pages = 1;
  doc.on('pageAdded', () => (drawn.pages += 1));
  await pdfTable(doc, COLUMNS, rows(count));
};

describe('PDFs stream as they are drawn', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A server answering `draw`'s PDF at /pdf, its error logs gathered in `logs`. */
  async function serve(draw: (doc: Pdf) => Promise<void>) {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    app.get('/pdf', (_request, reply) =>
      sendPdf(reply, 'prueba.pdf', drawPdf({ title: 'Prueba', footer: 'Prueba' }, draw)),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url: `${base}/pdf`, logs };
  }

  it('cuts the answer short, and logs why, when drawing fails after the headers left', async () => {
    const { url, logs } = await serve(async (doc) => {
      await longTable(200, { pages: 0 })(doc);
      throw new Error('dibujo roto');
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The body never ends as if it were whole: reading it fails instead of hanging.
    await expect(res.arrayBuffer()).rejects.toThrow();
    await app!.close();
    expect(logs.join('')).toContain('dibujo roto');
  });

  it('stops drawing once the client has gone', async () => {
    const drawn = { pages: 0 };
    let settled!: () => void;
    const done = new Promise<void>((resolve) => (settled = resolve));
    const { url } = await serve(async (doc) => {
      try {
        await longTable(20_000, drawn)(doc);
      } finally {
        settled();
      }
    });
    // node:http rather than fetch, whose pool would open a fresh connection that keeps the
    // server from closing.
    const first = await new Promise<Buffer>((resolve, reject) => {
      const request = get(url, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk);
          request.destroy();
        });
      });
      request.on('error', reject);
    });
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    await done;
    // 20,000 rows fill about 450 pages: the drawing stopped long before.
    expect(drawn.pages).toBeLessThan(400);
  });

  it('gives the whole document, or the error that stopped it, as bytes', async () => {
    const bytes = await pdfBuffer(
      drawPdf({ title: 'Prueba', footer: 'Prueba' }, longTable(100, { pages: 0 })),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    const failing = drawPdf({ title: 'Prueba', footer: 'Prueba' }, async (doc) => {
      await longTable(100, { pages: 0 })(doc);
      throw new Error('dibujo roto');
    });
    await expect(pdfBuffer(failing)).rejects.toThrow('dibujo roto');
  });
});
