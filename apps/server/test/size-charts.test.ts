import { describe, expect, it } from 'vitest';
import { modelWithColors, productCreator } from './catalogue-helpers';
import { loginAs } from './auth-helpers';
import { expectStaffOnly, resourceCalls } from './line-helpers';
import { upload } from './media-helpers';
import { png } from './media-samples';
import { creator, expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const SCHOOL = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
];
const ranges = (sizes: { name: string; minHeightCm: number; maxHeightCm: number }[]) =>
  sizes.map((s) => [s.name, s.minHeightCm, s.maxHeightCm]);

type Chart = { id: number; name: string; isDefault: boolean; productCount: number };

describe(`size charts: declared once, used by products (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  const createChart = creator<Chart>(api, '/api/size-chart/create');

  it('creates, lists, searches, exports, edits, trashes and restores a chart', async () => {
    const line = okData(
      await api('POST', '/api/line/create', { name: 'Colegios' }),
      'Línea creada exitosamente',
    );
    const chart = await createChart({
      name: 'Escolar',
      lineId: line.id,
      isDefault: true,
      sizes: SCHOOL,
    });
    expect(chart).toMatchObject({
      name: 'Escolar',
      lineId: line.id,
      line: { id: line.id, name: 'Colegios' },
      isDefault: true,
      productCount: 0,
      createdBy: 'Pía Productora',
    });
    const got = okData(await api('GET', `/api/size-chart/${chart.id}`), 'Tabla de tallas obtenida');
    expect(ranges(got.sizes)).toEqual([
      ['S', 100, 130],
      ['M', 130, 150],
    ]);
    await createChart({
      name: 'Adultos',
      sizes: [{ name: 'L', minHeightCm: 160, maxHeightCm: 190 }],
    });
    const found = await api('GET', '/api/size-chart?q=escol');
    expect(found.body.data.items.map((c: Chart) => c.name)).toEqual(['Escolar']);
    const ofLine = await api('GET', `/api/size-chart?lineId=${line.id}`);
    expect(ofLine.body.data.total).toBe(1);
    const csv = await api('GET', '/api/size-chart/export.csv');
    expect(csv.text).toContain('Escolar');
    expect(csv.text).toContain('S 100–130 · M 130–150');

    const renamed = await api('PUT', '/api/size-chart/update', {
      id: chart.id,
      name: 'Escolar 2026',
    });
    expect(okData(renamed, 'Tabla de tallas actualizada exitosamente')).toMatchObject({
      name: 'Escolar 2026',
      isDefault: true,
    });
    okData(
      await api('DELETE', `/api/size-chart/delete/${chart.id}`),
      'Tabla de tallas Escolar 2026 eliminada exitosamente',
    );
    const restored = await api('POST', `/api/size-chart/restore/${chart.id}`);
    // Back from the trash, but no longer the line's default.
    expect(okData(restored, 'Tabla de tallas Escolar 2026 restaurada exitosamente')).toMatchObject({
      isDefault: false,
    });
  });

  it('refuses a repeated name, a default without a line, an unknown line, overlaps and no sizes', async () => {
    await createChart({ name: 'Única', sizes: SCHOOL });
    expectRefused(
      await api('POST', '/api/size-chart/create', { name: 'única', sizes: SCHOOL }),
      409,
      'Ya existe una tabla de tallas con este nombre',
    );
    expectRefused(
      await api('POST', '/api/size-chart/create', {
        name: 'Sin línea',
        isDefault: true,
        sizes: SCHOOL,
      }),
      400,
      'Solo una tabla de una línea puede ser la tabla por defecto de esa línea',
    );
    expectRefused(
      await api('POST', '/api/size-chart/create', {
        name: 'Línea rara',
        lineId: 999999,
        sizes: SCHOOL,
      }),
      400,
      'La línea seleccionada no existe o fue eliminada',
    );
    expectRefused(
      await api('POST', '/api/size-chart/create', {
        name: 'Solapada',
        sizes: [
          { name: 'S', minHeightCm: 100, maxHeightCm: 131 },
          { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
        ],
      }),
      400,
      'Las tallas S y M se superponen: una estatura solo puede corresponder a una talla',
    );
    expectRefused(
      await api('POST', '/api/size-chart/create', { name: 'Vacía', sizes: [] }),
      400,
      'Agregue al menos una talla',
    );
  });

  it('keeps one default chart per line: a new default takes the mark from the old one', async () => {
    const line = okData(
      await api('POST', '/api/line/create', { name: 'Empresas' }),
      'Línea creada exitosamente',
    );
    const first = await createChart({
      name: 'Empresa A',
      lineId: line.id,
      isDefault: true,
      sizes: SCHOOL,
    });
    const second = await createChart({
      name: 'Empresa B',
      lineId: line.id,
      isDefault: true,
      sizes: SCHOOL,
    });
    expect(second.isDefault).toBe(true);
    const again = okData(
      await api('GET', `/api/size-chart/${first.id}`),
      'Tabla de tallas obtenida',
    );
    expect(again.isDefault).toBe(false);
  });

  it.skipIf(testDialect !== 'postgres')(
    'marks one default when two charts of a line are made its default at once',
    async () => {
      const line = okData(
        await api('POST', '/api/line/create', { name: 'Carrera' }),
        'Línea creada exitosamente',
      );
      const made = await Promise.all(
        ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) =>
          api('POST', '/api/size-chart/create', {
            name: `Carrera ${name}`,
            lineId: line.id,
            isDefault: true,
            sizes: SCHOOL,
          }),
        ),
      );
      expect(made.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const charts = await api('GET', `/api/size-chart?lineId=${line.id}`);
      expect(charts.body.data.items.filter((c: Chart) => c.isDefault)).toHaveLength(1);
    },
  );

  it("gives a product the chart's sizes, and asks whether an edit reaches them", async () => {
    const chart = await createChart({ name: 'Polos', sizes: SCHOOL });
    const product = productCreator(api);
    const polo = await product('POLO-C', { name: 'Polo', sizeChartId: chart.id, sizes: [] });
    const shirt = await product('CAMISA-C', { name: 'Camisa', sizeChartId: chart.id });
    const read = okData(await api('GET', `/api/product/${polo.id}`), 'Producto obtenido');
    expect(read).toMatchObject({
      sizeChartId: chart.id,
      sizeChart: { id: chart.id, name: 'Polos' },
    });
    expect(ranges(read.sizes)).toEqual([
      ['S', 100, 130],
      ['M', 130, 150],
    ]);
    expect(
      okData(await api('GET', `/api/size-chart/${chart.id}`), 'Tabla de tallas obtenida')
        .productCount,
    ).toBe(2);

    const wider = [...SCHOOL, { name: 'L', minHeightCm: 150, maxHeightCm: 170 }];
    const applied = await api('PUT', '/api/size-chart/update', {
      id: chart.id,
      sizes: wider,
      applyToProducts: true,
    });
    okData(applied, 'Tabla de tallas actualizada y aplicada a 2 productos');
    const after = okData(await api('GET', `/api/product/${polo.id}`), 'Producto obtenido');
    expect(ranges(after.sizes)).toEqual(ranges(wider));
    // Sizes of the same name keep their rows (what points at them stays).
    expect(after.sizes[0].id).toBe(read.sizes[0].id);

    const detached = await api('PUT', '/api/size-chart/update', { id: chart.id, sizes: SCHOOL });
    okData(detached, 'Tabla de tallas actualizada; 2 productos conservan sus tallas anteriores');
    const kept = okData(await api('GET', `/api/product/${shirt.id}`), 'Producto obtenido');
    expect(kept.sizeChartId).toBeNull();
    expect(ranges(kept.sizes)).toEqual(ranges(wider));
  });

  it('refuses a product on a chart that is not there', async () => {
    const res = await api('POST', '/api/product/create', {
      code: 'NOCHART',
      name: 'Sin tabla',
      kind: 'GARMENT',
      priceCents: 100,
      sizeChartId: 999999,
    });
    expectRefused(res, 400, 'La tabla de tallas seleccionada no existe o fue eliminada');
  });

  it("generates products from a model with the line's default chart", async () => {
    const model = await modelWithColors(api, 'Promociones', 'Toga clásica');
    const chart = await createChart({
      name: 'Togas',
      lineId: model.lineId,
      isDefault: true,
      sizes: SCHOOL,
    });
    const res = await api('POST', '/api/product/generate', { modelId: model.id });
    const { created } = okData(res, 'Se crearon 2 productos');
    expect(created).toHaveLength(2);
    for (const p of created) {
      expect(p.sizeChartId).toBe(chart.id);
      expect(ranges(p.sizes)).toEqual(ranges(SCHOOL));
    }
  });

  it("generates products that show the model's photos, each product its own copy", async () => {
    const model = await modelWithColors(api, 'Deportes', 'Buzo');
    const files = await upload(ctx.t, ctx.token, [
      { name: 'frente.png', content: png() },
      { name: 'espalda.png', content: png() },
    ]);
    const photos = files.json().data as { id: number }[];
    const withPhotos = await api('PUT', '/api/model/update', {
      id: model.id,
      name: model.name,
      lineId: model.lineId,
      media: photos.map((p) => ({ id: p.id })),
    });
    expect(withPhotos.statusCode).toBe(200);
    const res = await api('POST', '/api/product/generate', { modelId: model.id });
    const { created } = okData(res, 'Se crearon 2 productos');
    const urls = new Set<string>();
    for (const p of created) {
      expect(p.media.map((m: { originalName: string }) => m.originalName)).toEqual([
        'frente.png',
        'espalda.png',
      ]);
      for (const m of p.media) urls.add(m.url);
      const served = await ctx.t.app.inject({ method: 'GET', url: p.media[0].url });
      expect(served.statusCode).toBe(200);
    }
    // Four files of their own; the model keeps its two.
    expect(urls.size).toBe(4);
    const after = okData(await api('GET', `/api/model/${model.id}`), 'Modelo obtenido');
    expect(after.media.map((m: { id: number }) => m.id)).toEqual(photos.map((p) => p.id));
  });

  it('is for staff only: a client gets 403, no token 401', async () => {
    const client = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(
      ctx.t,
      client.token,
      resourceCalls('size-chart', { name: 'X', sizes: SCHOOL }),
    );
  });
});
