/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from './auth-helpers';
import { productCreator } from './catalogue-helpers';
import { labelCells, readLabelQrs } from './label-helpers';
import {
  SIZES,
  createFixedPack,
  createOrder,
  orderFixtures,
  type OrderFixtures,
} from './order-helpers';
import { failure, signedInCaller } from './people-helpers';
import { pdfInfo, pdfText, pdfToPng, pdfWords, skipWithoutPoppler } from './poppler';
import { testDialect } from './test-app';

/** Where pages are written as PNG images, to be looked at. */
const IMAGES = path.resolve(import.meta.dirname, '../../../e2e/screenshots');
const LONG_NAME = `María Fernanda de los Ángeles Quispe Mamani Villarroel ${'Zárate '.repeat(6)}`
  .trim()
  .slice(0, 100);
/** As long a course as the roster takes (50), for the one who also gets the longest pack. */
const LONG_COURSE = 'Sexto de secundaria, paralelo B, turno de la tarde';
/** Five garments with long names, packed together: printed at their full size, they overflow. */
const LONG_PRODUCTS = [
  'Chompa escolar de lana con cuello en V y escudo bordado',
  'Pantalón de tela gabardina azul marino con pretina',
  'Camisa blanca de manga larga con bolsillo y escudo',
  'Buzo deportivo completo de poliéster con franjas',
  'Medias escolares largas de algodón azul marino',
];

/**
 * Issue 35, a bag per person: an order's labels on A4 sheets of stickers (3×8 of 70×37 mm, 2×5
 * of 105×57 mm), one per person with their name, client and institution, course, each product
 * and size, the order's number and a QR code of the order and the person; and its packing list,
 * people by course with a box to tick, and the totals.
 */
describe(`labels and packing list of an order (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  let order: any;
  /**
   * 26 pupils with a toga (two courses and none), 2 with the pack, one with the long pack and
   * the longest name and course; 3 birretes for nobody.
   */
  const togaPeople = Array.from({ length: 26 }, (_, at) => ({
    name: at === 0 ? LONG_NAME : `Alumno ${String(at + 1).padStart(2, '0')}`,
    heightCm: at % 3 === 0 ? 120 : at % 3 === 1 ? 155 : 180,
    ...(at % 4 === 3 ? {} : { course: at % 2 === 0 ? '5.º A' : '5.º B' }),
  }));

  const getPdf = async (url: string, token = ctx.token) => {
    const res = await ctx.t.app.inject({ url, headers: authHeader(token) });
    return res;
  };
  const savePdf = async (url: string) => {
    const res = await getPdf(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'labels-')), 'file.pdf');
    writeFileSync(file, res.rawPayload);
    return { res, file };
  };

  beforeAll(async () => {
    f = await orderFixtures(api, 'LB');
    const product = productCreator(api);
    const garments = [];
    for (const [at, name] of LONG_PRODUCTS.entries()) {
      garments.push(await product(`LARGO-${at}`, { name, priceCents: 1000, sizes: SIZES }));
    }
    const longPack = await createFixedPack(
      api,
      'PCK-LARGO',
      'Pack largo',
      garments.map((g) => g.id),
    );
    order = await createOrder(api, f, {
      items: [
        { productId: f.toga.id, people: togaPeople },
        {
          packageId: f.pack.id,
          people: [
            { name: 'Zoe Pack', heightCm: 181, course: '5.º A' },
            { name: 'Ana Pack', heightCm: 121 },
          ],
        },
        {
          packageId: longPack.id,
          people: [{ name: `${LONG_NAME.slice(0, 95)} Ruiz`, heightCm: 175, course: LONG_COURSE }],
        },
        { productId: f.birrete.id, quantity: 3 },
      ],
    });
  });

  const people = () => order.items.flatMap((item: any) => item.people);

  it('answers a PDF named after the order and the sheet, inline', async () => {
    const { res } = await savePdf(`/api/order/${order.id}/labels.pdf?layout=2x5`);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="etiquetas-${order.number}-2x5\\.pdf"`),
    );
    const list = await savePdf(`/api/order/${order.id}/packing-list.pdf`);
    expect(list.res.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="lista-de-empaque-${order.number}\\.pdf"`),
    );
  });

  describe.skipIf(skipWithoutPoppler)('read back with poppler and a QR decoder', () => {
    it.each(['3x8', '2x5'] as const)(
      'on %s sheets: every name and size is text, and each QR decodes to its person',
      async (layout) => {
        const { file } = await savePdf(`/api/order/${order.id}/labels.pdf?layout=${layout}`);
        const perSheet = layout === '3x8' ? 24 : 10;
        const sheets = Math.ceil(29 / perSheet);
        expect(pdfInfo(file)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
        expect(pdfInfo(file)).toMatch(new RegExp(`Pages:\\s+${sheets}\\n`));
        const text = pdfText(file).replace(/\s+/g, ' ');
        for (const person of togaPeople.slice(1)) expect(text).toContain(person.name);
        for (const size of ['Toga LB: S', 'Toga LB: M', 'Toga LB: L']) expect(text).toContain(size);
        // The pack: its sized toga in the person's size, its birrete counted.
        expect(text).toContain('Toga LB: L · Birrete LB ×1');
        expect(text).toContain('Toga LB: S · Birrete LB ×1');
        expect(text).toContain('Cliente LB · Colegio LB');
        expect(text).toContain('Curso: 5.º B');
        expect(text).toContain(order.number);
        // Every word within a label, and each person's label says their name and what they get:
        // the long name too, shrunk or wrapped.
        const words = pdfWords(file);
        const cells = labelCells(layout);
        const labels = new Map<string, string[]>();
        for (const word of words) {
          const at = cells.findIndex(
            (c) =>
              word.xMin >= c.x - 0.5 &&
              word.xMax <= c.xMax + 0.5 &&
              word.yMin >= c.y - 0.5 &&
              word.yMax <= c.yMax + 0.5,
          );
          expect(at, `"${word.text}" crosses a label's edge`).not.toBe(-1);
          const key = `${word.page}|${at}`;
          labels.set(key, [...(labels.get(key) ?? []), word.text]);
        }
        const texts = [...labels.values()].map((w) => w.join(' '));
        expect(texts).toHaveLength(29);
        for (const item of order.items) {
          for (const person of item.people) {
            const label = texts.find((t) => t.startsWith(`${person.name} `));
            expect(label, person.name).toBeDefined();
            // The longest: all of it shrunk into its label (its words checked above).
            if (item.package?.code === 'PCK-LARGO') {
              expect(label).toContain(LONG_COURSE);
              continue;
            }
            const pieces = item.package
              ? `Toga LB: ${person.sizes[0].size} · Birrete LB ×1`
              : `Toga LB: ${person.size}`;
            expect(label).toContain(`Cliente LB · Colegio LB`);
            expect(label).toContain(pieces);
            expect(label).toContain(person.course ? `Curso: ${person.course}` : order.number);
          }
        }
        // Each label's QR code, read from the printed page, names the order and its person.
        const byName = new Map<string, number>(people().map((p: any) => [p.name, p.id]));
        const decoded: string[] = [];
        for (let page = 1; page <= sheets; page += 1) {
          decoded.push(...readLabelQrs(file, page, layout).filter((q): q is string => q !== null));
        }
        expect(decoded.sort()).toEqual(
          [...byName.values()].map((id) => `taller:order:${order.id}:person:${id}`).sort(),
        );
        mkdirSync(IMAGES, { recursive: true });
        pdfToPng(file, path.join(IMAGES, `labels-${layout}-${testDialect}`), {
          dpi: 80,
          pages: ['-f', '1', '-l', '1', '-singlefile'],
        });
      },
    );

    it('the packing list groups people by course, with a tick column and the totals', async () => {
      const { file } = await savePdf(`/api/order/${order.id}/packing-list.pdf`);
      const text = pdfText(file);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Lista de empaque',
        `Pedido ${order.number}`,
        'Cliente: Cliente LB · Institución: Colegio LB',
        'Curso: 5.º A (14 personas)',
        'Curso: 5.º B (7 personas)',
        'Sin curso (7 personas)',
        'Empacado',
        'Totales',
        'Total · 29 personas',
        `Curso: ${LONG_COURSE} (1 persona)`,
        'Sin persona asignada',
        'Birrete LB ×3',
      ]) {
        expect(flat).toContain(expected);
      }
      // Course by course, then by name: 5.º A before 5.º B before none; the pack's Zoe in 5.º A.
      const at = (s: string) => flat.indexOf(s);
      expect(at('Curso: 5.º A')).toBeLessThan(at('Zoe Pack'));
      expect(at('Zoe Pack')).toBeLessThan(at('Curso: 5.º B'));
      expect(at('Curso: 5.º B')).toBeLessThan(at('Sin curso ('));
      expect(at('Sin curso (')).toBeLessThan(at('Ana Pack'));
      for (const person of togaPeople.slice(1)) expect(flat).toContain(person.name);
      // The totals: togas per size (26 + 2 of the pack), birretes of the pack.
      expect(flat).toMatch(/Toga LB S 10 /);
      expect(flat).toMatch(/Toga LB M 9 /);
      expect(flat).toMatch(/Toga LB L 9 /);
      expect(flat).toMatch(/Birrete LB Sin talla 2 /);
      mkdirSync(IMAGES, { recursive: true });
      pdfToPng(file, path.join(IMAGES, `packing-list-${testDialect}`), { dpi: 70 });
    });
  });

  it('prints a course holding HTML as text, in a PDF a browser never renders as a page', async () => {
    // A name cannot hold '<' (the roster refuses it); a course, free text, can.
    const script = '<script>alert(1)</script>';
    const name = "Ana O'Brien & Cía";
    const hostile = await createOrder(api, f, {
      items: [{ productId: f.toga.id, people: [{ name, heightCm: 150, course: script }] }],
    });
    for (const kind of ['labels.pdf', 'packing-list.pdf']) {
      const res = await ctx.t.app.inject({
        url: `/api/order/${hostile.id}/${kind}`,
        headers: { ...authHeader(ctx.token), accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (skipWithoutPoppler) continue;
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'labels-')), 'hostile.pdf');
      writeFileSync(file, res.rawPayload);
      expect(pdfText(file)).toContain(script);
      expect(pdfText(file)).toContain(name);
    }
  });

  it('refuses an unknown layout in Spanish, and defaults to 3×8', async () => {
    const res = await getPdf(`/api/order/${order.id}/labels.pdf?layout=4x4`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Formato de etiquetas no válido: elija 3x8 o 2x5',
    });
    const plain = await getPdf(`/api/order/${order.id}/labels.pdf`);
    expect(plain.headers['content-disposition']).toContain('-3x8.pdf');
  });

  it('answers 409 for an order without people, 404 for a missing or deleted one', async () => {
    const bare = await createOrder(api, f);
    for (const url of [
      `/api/order/${bare.id}/labels.pdf`,
      `/api/order/${bare.id}/packing-list.pdf`,
    ]) {
      const res = await getPdf(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'NO_PEOPLE',
        message: 'El pedido no tiene personas',
      });
    }
    const gone = await createOrder(api, f, {
      items: [{ productId: f.toga.id, people: [{ name: 'Ida Ido', heightCm: 150 }] }],
    });
    await api('DELETE', `/api/order/delete/${gone.id}`);
    for (const id of [gone.id, 999999]) {
      for (const kind of ['labels.pdf?layout=2x5', 'packing-list.pdf']) {
        const res = await api('GET', `/api/order/${id}/${kind}`);
        expect(failure(res)).toEqual({
          statusCode: 404,
          status: 404,
          message: 'Pedido no encontrado',
        });
      }
    }
  });

  it('refuses a client (403) and anyone signed out (401)', async () => {
    const client = await loginAs(ctx.t, 'CLIENTE');
    for (const kind of ['labels.pdf', 'packing-list.pdf']) {
      const url = `/api/order/${order.id}/${kind}`;
      expect((await getPdf(url, client.token)).statusCode).toBe(403);
      expect((await ctx.t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
