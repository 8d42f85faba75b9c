import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './auth-helpers';
import { modelWithColors, productCreator } from './catalogue-helpers';
import { SIZES, createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { failure, okData, signedInCaller } from './people-helpers';
import { pdfInfo, pdfText, pdfToPng, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

/** Where the PDF's pages are written as PNG images, to be looked at. */
const IMAGES = path.resolve(import.meta.dirname, '../../../e2e/screenshots');

describe(`production sheet: quantities by line, model, colour and size; PDF (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  let gown: { id: number; code: string };
  let first: { id: number; number: string };
  let second: { id: number; number: string };

  const move = (id: number, status: string) => api('POST', `/api/order/${id}/status`, { status });

  beforeAll(async () => {
    f = await orderFixtures(api, 'H');
    const model = await modelWithColors(api, 'Línea Gala', 'Toga Clásica');
    gown = await productCreator(api)('TOGA-GALA', {
      name: 'Toga de gala',
      priceCents: 20000,
      sizes: SIZES,
      modelId: model.id,
      modelColorId: model.colors[0]!.id,
    });
    first = await createOrder(api, f, {
      items: [
        {
          productId: gown.id,
          people: [
            { name: 'Ana Pérez', heightCm: 150.5 },
            { name: 'Luis Soto', heightCm: 172 },
            { name: 'Eva Paz', heightCm: 160, size: 'L', notes: 'Mangas largas' },
          ],
        },
        { productId: f.birrete.id, quantity: 3 },
        { packageId: f.pack.id, quantity: 2 },
      ],
    });
    second = await createOrder(api, f, {
      promisedDate: '2030-01-10',
      items: [{ productId: gown.id, people: [{ name: 'Mara Luna', heightCm: 151 }] }],
    });
    // A pending order is on no sheet of orders in production.
    await createOrder(api, f, { items: [{ productId: f.birrete.id, quantity: 50 }] });
    for (const order of [first, second]) await move(order.id, 'IN_PRODUCTION');
  });

  it('answers every order in production: per product and size, the people who wear it', async () => {
    const res = await api('GET', '/api/production-sheet');
    const sheet = okData(res, 'Hoja de producción');
    expect(sheet.orders.map((o: { number: string }) => o.number)).toEqual([
      second.number,
      first.number,
    ]);
    expect(sheet.orders[1]).toMatchObject({
      client: 'Cliente H',
      institution: 'Colegio H',
      promisedDate: '2030-03-15',
      status: 'IN_PRODUCTION',
      peopleCount: 3,
    });
    const color = 'Marco Dorado · Interior Negro';
    expect(
      sheet.rows.map((r: Record<string, unknown>) => [
        r.line,
        r.model,
        r.color,
        r.productCode,
        r.size,
        r.quantity,
      ]),
    ).toEqual([
      ['Línea Gala', 'Toga Clásica', color, 'TOGA-GALA', 'M', 2],
      ['Línea Gala', 'Toga Clásica', color, 'TOGA-GALA', 'L', 2],
      // No line: the plain products, and those of the pack (2 packs × 1 each).
      [null, null, null, 'BIR-H', null, 3 + 2],
      [null, null, null, 'TOGA-H', null, 2],
    ]);
    expect(sheet.rows[0].people).toEqual([
      {
        name: 'Ana Pérez',
        heightCm: 150.5,
        orderNumber: first.number,
        sizeOverridden: false,
        notes: null,
      },
      {
        name: 'Mara Luna',
        heightCm: 151,
        orderNumber: second.number,
        sizeOverridden: false,
        notes: null,
      },
    ]);
    expect(sheet.rows[1].people).toEqual([
      expect.objectContaining({ name: 'Luis Soto', sizeOverridden: false }),
      expect.objectContaining({ name: 'Eva Paz', sizeOverridden: true, notes: 'Mangas largas' }),
    ]);
    expect(sheet.totalQuantity).toBe(2 + 2 + 5 + 2);
  });

  it('answers one order, whatever its status, and 404 for an unknown or deleted one', async () => {
    const res = await api('GET', `/api/order/${second.id}/production-sheet`);
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({ productCode: 'TOGA-GALA', size: 'M', quantity: 1 }),
    ]);
    const notFound = { statusCode: 404, status: 404, message: 'Pedido no encontrado' };
    expect(failure(await api('GET', '/api/order/999999/production-sheet'))).toEqual(notFound);
    expect(failure(await api('GET', '/api/order/999999/production-sheet.pdf'))).toEqual(notFound);
    const pending = await createOrder(api, f);
    await api('DELETE', `/api/order/delete/${pending.id}`);
    expect(failure(await api('GET', `/api/order/${pending.id}/production-sheet`))).toEqual(
      notFound,
    );
  });

  const SHEETS = [
    ['one order', () => `/api/order/${first.id}/production-sheet.pdf`, 'pedido'],
    ['every order in production', () => '/api/production-sheet.pdf', 'todos'],
  ] as const;
  const getPdf = async (url: string) => {
    const res = await ctx.t.app.inject({ url, headers: authHeader(ctx.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="hoja-de-produccion-/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return res.rawPayload;
  };

  it.each(SHEETS)('prints %s as a PDF', async (_name, url) => {
    await getPdf(url());
  });

  // Reading the PDF takes poppler: skipped (with a notice) without it, never under CI.
  it.skipIf(skipWithoutPoppler).each(SHEETS)(
    'prints %s on A4 pages that poppler reads',
    async (_name, url, tag) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sheet-'));
      const file = path.join(dir, 'sheet.pdf');
      writeFileSync(file, await getPdf(url()));
      const text = pdfText(file);
      for (const expected of [
        'Hoja de producción',
        'Ana Pérez',
        'Cantidades a producir',
        'Página 1 de 1',
      ]) {
        expect(text).toContain(expected);
      }
      expect(pdfInfo(file)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      // The first page as an image, kept beside the browser journeys' screenshots to be looked at.
      mkdirSync(IMAGES, { recursive: true });
      const image = path.join(IMAGES, `production-sheet-pdf-${tag}-${testDialect}`);
      pdfToPng(file, image, { dpi: 70, pages: ['-f', '1', '-l', '1', '-singlefile'] });
      expect(existsSync(`${image}.png`)).toBe(true);
      expect(readdirSync(IMAGES)).toContain(`production-sheet-pdf-${tag}-${testDialect}.png`);
    },
  );

  // Over a real socket (inject() gathers the whole body): the first pages leave while the rest
  // are drawn, and every page still says 'Página N de M', though M was known only at the end.
  it.skipIf(skipWithoutPoppler)(
    'streams a long sheet as it is drawn, numbering its pages once it ends',
    async () => {
      const people = Array.from({ length: 1000 }, (_, i) => ({
        name: `Persona ${String(i + 1).padStart(4, '0')}`,
        heightCm: 150 + (i % 40),
      }));
      const long = await createOrder(api, f, { items: [{ productId: gown.id, people }] });
      const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${base}/api/order/${long.id}/production-sheet.pdf`, {
        headers: authHeader(ctx.token),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="hoja-de-produccion-${long.number}.pdf"; filename*=UTF-8''hoja-de-produccion-${long.number}.pdf`,
      );
      // Sent as drawn: no length known up front (a whole file would carry its content-length).
      // How the bytes fall into chunks depends on the machine's load, so it is not asserted.
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      const chunks: Buffer[] = [];
      for await (const chunk of res.body!) chunks.push(Buffer.from(chunk));
      expect(chunks[0]!.subarray(0, 5).toString()).toBe('%PDF-');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'sheet-')), 'long.pdf');
      writeFileSync(file, Buffer.concat(chunks));
      const count = Number(/Pages:\s+(\d+)/.exec(pdfInfo(file))![1]);
      expect(count).toBeGreaterThan(2);
      const pages = pdfText(file).split('\f');
      expect(pages[0]).toContain('Hoja de producción');
      expect(pages[0]).toContain(`Página 1 de ${count}`);
      expect(pages[0]).toContain(`Hoja de producción · ${long.number}`);
      expect(pages[count - 1]).toContain(`Página ${count} de ${count}`);
      expect(pages[count - 1]).toContain('Persona 1000');
    },
  );

  it('lets no client (CLIENTE) read a sheet', async () => {
    // The permission matrix covers every role; this names the rule beside the feature.
    const res = await ctx.t.app.inject({ url: '/api/production-sheet' });
    expect(res.statusCode).toBe(401);
  });
});
