/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './auth-helpers';
import { pdfText, skipWithoutPoppler } from './poppler';
import { productCreator } from './catalogue-helpers';
import { signedInClient } from './client-area-helpers';
import { materialCreator } from './material-helpers';
import { SIZES, createFixedPack } from './order-helpers';
import { creator, expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Issue 34: a pack carries a roster. 'Pack escolar' holds a sized polo and an unsized cap; each
 * of 30 pupils gets a polo size from their height (one chosen over it), and the sheet,
 * requirements, reports and the client area count the pack's pieces per size as a product's.
 */
describe(`packs carry rosters: pieces per size on the sheet and in requirements (${testDialect})`, () => {
  const ctx = signedInCaller('ADMIN', 'Alba Admin');
  const { api } = ctx;
  let client: { id: number };
  let polo: { id: number; code: string };
  let gorra: { id: number; code: string };
  let pack: { id: number; code: string };
  let order: any;

  /** 10 pupils of 120 cm (S), 12 of 155 (M), 8 of 180 (L); the first is given M over S. */
  const roster = () =>
    Array.from({ length: 30 }, (_, at) => ({
      name: `Alumno ${at + 1}`,
      heightCm: at < 10 ? 120 : at < 22 ? 155 : 180,
      course: '5.º B',
      ...(at === 0 ? { sizes: [{ productId: polo.id, size: 'M' }] } : {}),
    }));
  const orderOf = (people: object[], extra: object = {}) => ({
    clientId: client.id,
    promisedDate: '2030-03-15',
    items: [{ packageId: pack.id, people }],
    ...extra,
  });

  beforeAll(async () => {
    client = await creator(
      api,
      '/api/client/create',
    )({ name: 'Colegio Andino', documentNumber: 'DOC-PR' });
    const product = productCreator(api);
    polo = await product('POLO-PR', { name: 'Polo azul', priceCents: 8000, sizes: SIZES });
    gorra = await product('GORRA-PR', { name: 'Gorra', priceCents: 2000 });
    pack = await createFixedPack(api, 'PCK-PR', 'Pack escolar', [polo.id, gorra.id]);
    const material = materialCreator(api);
    const tela = await material('TELA-PR', { unit: 'metro' });
    const fieltro = await material('FIELTRO-PR', { unit: 'metro' });
    const bom = await api('GET', `/api/product/${polo.id}/materials`);
    const sizeId = (name: string) => bom.body.data.sizes.find((s: any) => s.name === name).id;
    const set = async (id: number, items: object[]) => {
      const res = await api('PUT', `/api/product/${id}/materials`, { items });
      if (res.statusCode !== 200) throw new Error(res.text);
    };
    // A polo takes 1 m in S, 1.5 m in M, 2 m in L; a cap 0.2 m of felt.
    await set(polo.id, [
      {
        materialId: tela.id,
        quantity: 1.2,
        sizes: [
          { sizeId: sizeId('S'), quantity: 1 },
          { sizeId: sizeId('M'), quantity: 1.5 },
          { sizeId: sizeId('L'), quantity: 2 },
        ],
      },
    ]);
    await set(gorra.id, [{ materialId: fieltro.id, quantity: 0.2 }]);
    const res = await api('POST', '/api/order/create', orderOf(roster()));
    order = okData(res, 'Pedido creado exitosamente');
  });

  it("sizes every pupil for the pack's sized product, one chosen over the suggestion", () => {
    const [item] = order.items;
    expect(item).toMatchObject({ packageId: pack.id, quantity: 30 });
    expect(order.peopleCount).toBe(30);
    expect(item.people[0]).toMatchObject({
      name: 'Alumno 1',
      course: '5.º B',
      size: null,
      sizeOverridden: false,
      sizes: [{ productId: polo.id, size: 'M', suggestedSize: 'S', overridden: true }],
    });
    expect(item.people[29].sizes).toEqual([
      { productId: polo.id, size: 'L', suggestedSize: 'L', overridden: false },
    ]);
  });

  it('counts the pack pieces per size on the sheet, the cap once per pupil', async () => {
    const sheet = okData(
      await api('GET', `/api/order/${order.id}/production-sheet`),
      'Hoja de producción',
    );
    const counts = sheet.rows.map((r: any) => [r.productCode, r.size, r.quantity, r.people.length]);
    expect(counts).toEqual(
      expect.arrayContaining([
        ['POLO-PR', 'S', 9, 9],
        ['POLO-PR', 'M', 13, 13],
        ['POLO-PR', 'L', 8, 8],
        ['GORRA-PR', null, 30, 0],
      ]),
    );
    expect(counts).toHaveLength(4);
    expect(sheet.totalQuantity).toBe(60);
    const m = sheet.rows.find((r: any) => r.productCode === 'POLO-PR' && r.size === 'M');
    expect(m.people[0]).toMatchObject({ name: 'Alumno 1', sizeOverridden: true });
  });

  // Reading the PDF takes poppler: skipped (with a notice) without it, never under CI.
  it.skipIf(skipWithoutPoppler)('prints the same pieces per size on the sheet PDF', async () => {
    const url = `/api/order/${order.id}/production-sheet.pdf`;
    const res = await ctx.t.app.inject({ url, headers: authHeader(ctx.token) });
    expect(res.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pack-sheet-')), 'sheet.pdf');
    writeFileSync(file, res.rawPayload);
    const rows = pdfText(file)
      .split('\n')
      .map((line) => line.match(/^ (\S+) · .+?\s{2,}(Sin talla|S|M|L)\s+(\d+)/)?.slice(1))
      .filter((row) => row !== undefined);
    expect(rows).toEqual([
      ['GORRA-PR', 'Sin talla', '30'],
      ['POLO-PR', 'S', '9'],
      ['POLO-PR', 'M', '13'],
      ['POLO-PR', 'L', '8'],
    ]);
  });

  it('takes the materials of each size in the requirements', async () => {
    const data = okData(
      await api('GET', `/api/order/${order.id}/materials`),
      'Requerimientos de materiales',
    );
    const required = Object.fromEntries(data.lines.map((l: any) => [l.material.code, l.required]));
    // 9 × 1 + 13 × 1.5 + 8 × 2 metres of cloth; 30 × 0.2 of felt.
    expect(required).toEqual({ 'TELA-PR': 44.5, 'FIELTRO-PR': 6 });
  });

  it('counts the pieces per size in the sizes report', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await api('GET', `/api/report/sizes?from=${today}&to=${today}`);
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.data.rows).toEqual([
      { size: 'S', people: 9 },
      { size: 'M', people: 13 },
      { size: 'L', people: 8 },
    ]);
  });

  it('keeps a chosen size on update, suggests the rest anew, and changes sizes in production', async () => {
    const stored = order.items[0];
    const people = stored.people.map((p: any, at: number) => ({
      id: p.id,
      name: p.name,
      heightCm: at === 29 ? 120 : p.heightCm,
      sizes: p.sizes.map((s: any) => ({
        productId: s.productId,
        size: s.overridden ? s.size : null,
      })),
    }));
    const body = (version: number, list: object[]) => ({
      ...orderOf(list),
      id: order.id,
      version,
      items: [{ id: stored.id, packageId: pack.id, people: list }],
    });
    const updated = okData(
      await api('PUT', '/api/order/update', body(order.version, people)),
      'Pedido actualizado exitosamente',
    );
    const after = updated.items[0].people;
    expect(after[0].sizes[0]).toMatchObject({ size: 'M', overridden: true });
    expect(after[29].sizes[0]).toMatchObject({ size: 'S', overridden: false });

    const moved = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    expect(moved.statusCode, moved.text).toBe(200);
    people[1] = { ...people[1], sizes: [{ productId: polo.id, size: 'L' }] };
    const inProduction = okData(
      await api('PUT', '/api/order/update', body(moved.body.data.version, people)),
      'Pedido actualizado exitosamente',
    );
    expect(inProduction.items[0].people[1].sizes[0]).toMatchObject({
      size: 'L',
      suggestedSize: 'S',
      overridden: true,
    });
  });

  it('refuses a size of another product or outside the table, naming the row', async () => {
    const people = roster().slice(0, 3);
    people[2] = { ...people[2]!, sizes: [{ productId: gorra.id, size: 'M' }] };
    expectRefused(
      await api('POST', '/api/order/create', orderOf(people)),
      400,
      `Fila 3: el producto ${gorra.id} no es un producto con tallas de este artículo`,
    );
    people[2] = { ...people[2]!, sizes: [{ productId: polo.id, size: 'XL' }] };
    expectRefused(
      await api('POST', '/api/order/create', orderOf(people)),
      400,
      'La talla XL no pertenece al producto POLO-PR',
    );
  });

  it('takes a pack roster from a client, and keeps its chosen sizes when names are corrected', async () => {
    const area = await signedInClient(ctx.t, api, 'Padre Familia');
    const created = await area.api('POST', '/api/client-area/orders/create', {
      promisedDate: '2030-04-01',
      items: [
        {
          packageId: pack.id,
          people: [
            { name: 'Hija', heightCm: 130, sizes: [{ productId: polo.id, size: 'L' }] },
            { name: 'Hijo', heightCm: 160 },
          ],
        },
      ],
    });
    const placed = okData(created, 'Pedido enviado. Le avisaremos cuando pase a producción.');
    const [hija, hijo] = placed.items[0].people;
    expect(hija.sizes).toEqual([
      { productId: polo.id, size: 'L', suggestedSize: 'S', overridden: true },
    ]);
    const fixed = await area.api('PUT', `/api/client-area/orders/${placed.id}/people`, {
      version: placed.version,
      people: [{ id: hijo.id, name: 'Hijo', heightCm: 175 }],
    });
    const again = okData(fixed, 'Datos de las personas actualizados').items[0].people;
    expect(again[0].sizes[0]).toMatchObject({ size: 'L', overridden: true });
    expect(again[1].sizes[0]).toMatchObject({ size: 'L', suggestedSize: 'L', overridden: false });
  });
});
