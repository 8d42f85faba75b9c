/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read answers as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { modelWithColors, productCreator } from './catalogue-helpers';
import { SIZES } from './order-helpers';
import { creator, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Every figure of 'Reportes' against a fixture computed by hand (March 2026, UTC days):
 *
 * | order | client/inst. | received         | items                  | status                     |
 * | O1    | C1 / I1      | 03-02 10:00      | toga × 4 people S,M,M,L | delivered 03-18, promised 03-20 (on time) |
 * | O2    | C1 / I1      | 03-05            | birrete × 5            | delivered 03-12, promised 03-10 (late)    |
 * | O3    | C2 / I2      | 03-09            | pack × 2 (toga+birrete) | pending, promised 03-10 (overdue)        |
 * | O4    | C2 / I2      | 03-10            | birrete × 7            | cancelled                  |
 * | O5    | C3 / —       | 02-27 (before)   | toga × 2 people M,M    | delivered 03-03, promised 03-05 (on time) |
 * | O6    | C3 / —       | 03-31 23:30      | birrete × 1            | pending, promised 2030     |
 * | O7    | C1 / I1      | 04-01 00:00 (after) | birrete × 4         | pending                    |
 * | O8    | C1 / I1      | 03-15            | birrete × 9            | pending, overdue, in the trash |
 * | O9    | C2 / I2      | 01-10 (before)   | birrete × 1            | in production, promised 02-01 (overdue) |
 *
 * Toga: line Togas, model Clásica, Dorado / Negro, 150.00; birrete: line Accesorios, model
 * Birrete, Dorado / Negro, 25.50; the pack (fixed 160.00) holds one of each.
 */
describe(`reports: every figure against a hand-computed fixture (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  const ids: Record<string, number> = {};
  const period = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    const db = ctx.t.app.db;
    const togas = await modelWithColors(api, 'Togas', 'Clásica');
    const accesorios = await modelWithColors(api, 'Accesorios', 'Birrete');
    ids.togas = togas.lineId;
    ids.accesorios = accesorios.lineId;
    const institution = creator(api, '/api/institution/create');
    const i1 = await institution({ name: 'Colegio Uno', type: 'COLEGIO' });
    const i2 = await institution({ name: 'Colegio Dos', type: 'COLEGIO' });
    ids.i1 = i1.id;
    ids.i2 = i2.id;
    const client = creator(api, '/api/client/create');
    const c1 = await client({ name: 'Cliente Uno', documentNumber: 'DOC1', institutionId: i1.id });
    const c2 = await client({ name: 'Cliente Dos', documentNumber: 'DOC2', institutionId: i2.id });
    const c3 = await client({ name: 'Cliente Tres', documentNumber: 'DOC3' });
    const product = productCreator(api);
    const toga = await product('TOGA', {
      priceCents: 15000,
      sizes: SIZES,
      modelId: togas.id,
      modelColorId: togas.colors[0]!.id,
    });
    const birrete = await product('BIR', {
      priceCents: 2550,
      modelId: accesorios.id,
      modelColorId: accesorios.colors[0]!.id,
    });
    const pack = await api('POST', '/api/package/create', {
      code: 'PCK',
      name: 'Pack de grado',
      description: [],
      items: [
        { productId: toga.id, quantity: 1 },
        { productId: birrete.id, quantity: 1 },
      ],
      priceMode: 'FIXED',
      priceCents: 16000,
      status: 'ACTIVE',
      media: [],
    });
    expect(pack.statusCode).toBe(200);
    const people = (heights: number[]) =>
      heights.map((heightCm, i) => ({ name: `Persona ${i + 1}`, heightCm }));

    async function order(
      who: { id: number },
      inst: { id: number } | null,
      items: object[],
      createdAt: string,
      promisedDate: string,
      moves: string[] = [],
      deliveredAt?: string,
    ) {
      const res = await api('POST', '/api/order/create', {
        clientId: who.id,
        institutionId: inst?.id ?? null,
        promisedDate: '2030-01-01',
        items,
      });
      expect(res.statusCode, res.text).toBe(200);
      const id = res.body.data.id as number;
      for (const status of moves) {
        const moved = await api('POST', `/api/order/${id}/status`, {
          status,
          ...(status === 'CANCELLED' ? { note: 'El cliente desistió' } : {}),
        });
        expect(moved.statusCode, moved.text).toBe(200);
      }
      // The past cannot be typed through the API: dates are set where they are stored.
      await db
        .updateTable('orders')
        .set({ createdAt, promisedDate })
        .where('id', '=', id)
        .execute();
      if (deliveredAt)
        await db
          .updateTable('orderStatusHistory')
          .set({ changedAt: deliveredAt })
          .where('orderId', '=', id)
          .where('toStatus', '=', 'DELIVERED')
          .execute();
      return id;
    }
    const delivered = ['IN_PRODUCTION', 'FINISHED', 'DELIVERED'];
    const togaFor = (heights: number[]) => ({
      productId: toga.id,
      quantity: heights.length,
      people: people(heights),
    });
    const birretes = (quantity: number) => ({ productId: birrete.id, quantity });
    await order(
      c1,
      i1,
      [togaFor([140, 155, 158, 175])],
      '2026-03-02T10:00:00.000Z',
      '2026-03-20',
      delivered,
      '2026-03-18T12:00:00.000Z',
    );
    await order(
      c1,
      i1,
      [birretes(5)],
      '2026-03-05T08:00:00.000Z',
      '2026-03-10',
      delivered,
      '2026-03-12T09:00:00.000Z',
    );
    await order(
      c2,
      i2,
      [{ packageId: pack.body.data.id, quantity: 2 }],
      '2026-03-09T15:00:00.000Z',
      '2026-03-10',
    );
    await order(c2, i2, [birretes(7)], '2026-03-10T11:00:00.000Z', '2026-03-25', ['CANCELLED']);
    await order(
      c3,
      null,
      [togaFor([160, 165])],
      '2026-02-27T09:00:00.000Z',
      '2026-03-05',
      delivered,
      '2026-03-03T16:00:00.000Z',
    );
    await order(c3, null, [birretes(1)], '2026-03-31T23:30:00.000Z', '2030-01-01');
    await order(c1, i1, [birretes(4)], '2026-04-01T00:00:00.000Z', '2030-01-01');
    const trashed = await order(c1, i1, [birretes(9)], '2026-03-15T10:00:00.000Z', '2026-03-16');
    await db
      .updateTable('orders')
      .set({ deletedAt: '2026-03-16T10:00:00.000Z', deletedBy: 'Ana Admin' })
      .where('id', '=', trashed)
      .execute();
    await order(c2, i2, [birretes(1)], '2026-01-10T10:00:00.000Z', '2026-02-01', ['IN_PRODUCTION']);
  });

  const get = async (path: string) => {
    const res = await api('GET', path);
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data as any;
  };
  const rows = async (name: string, filters = '') =>
    (await get(`/api/report/${name}?${period}${filters}`)).rows;

  it('sums the period: cancelled and trashed orders left out, on-time over delivered', async () => {
    const res = await api('GET', `/api/report/summary?${period}`);
    expect(res.body).toMatchObject({ status: 200, message: 'Reporte generado' });
    expect(res.body.data).toEqual({
      ordersReceived: 4, // O1 O2 O3 O6
      ordersCancelled: 1, // O4
      unitsOrdered: 14, // 4 + 5 + (2 togas + 2 birretes) + 1
      ordersDelivered: 3, // O1 O2 O5 (delivered in March, whenever received)
      deliveredOnTime: 2, // O1 O5
      unitsDelivered: 11, // 4 + 5 + 2
      onTimePercent: 66.7,
      overdueNow: 2, // O3 O9 (O8 is in the trash)
    });
  });

  it('filters by institution and by line (units of that line only)', async () => {
    expect(await get(`/api/report/summary?${period}&institutionId=${ids.i2}`)).toEqual({
      ordersReceived: 1,
      ordersCancelled: 1,
      unitsOrdered: 4,
      ordersDelivered: 0,
      deliveredOnTime: 0,
      unitsDelivered: 0,
      onTimePercent: null,
      overdueNow: 2,
    });
    expect(await get(`/api/report/summary?${period}&lineId=${ids.accesorios}`)).toEqual({
      ordersReceived: 3, // O2 O3 O6
      ordersCancelled: 1,
      unitsOrdered: 8, // 5 + 2 + 1
      ordersDelivered: 1,
      deliveredOnTime: 0,
      unitsDelivered: 5,
      onTimePercent: 0,
      overdueNow: 2,
    });
    expect(await rows('lines', `&lineId=${ids.accesorios}`)).toEqual([
      { line: 'Accesorios', units: 8 },
    ]);
    expect(await rows('sizes', `&lineId=${ids.accesorios}`)).toEqual([]);
  });

  it('counts orders by status, cancelled included', async () => {
    expect(await rows('status')).toEqual([
      { status: 'Pendiente', orders: 2 },
      { status: 'En producción', orders: 0 },
      { status: 'Terminado', orders: 0 },
      { status: 'Entregado', orders: 2 },
      { status: 'Cancelado', orders: 1 },
    ]);
  });

  it('draws weeks (from Monday) for a month and months for a year', async () => {
    const weeks = await get(`/api/report/timeline?${period}`);
    expect(weeks.columns.map((c: any) => c.label)).toEqual([
      'Semana (desde el lunes)',
      'Pedidos',
      'Unidades',
    ]);
    expect(weeks.rows).toEqual([
      { period: '2026-03-02', orders: 2, units: 9 },
      { period: '2026-03-09', orders: 1, units: 4 },
      { period: '2026-03-30', orders: 1, units: 1 },
    ]);
    expect((await get('/api/report/timeline?from=2026-01-01&to=2026-12-31')).rows).toEqual([
      { period: '2026-01', orders: 1, units: 1 },
      { period: '2026-02', orders: 1, units: 2 },
      { period: '2026-03', orders: 4, units: 14 },
      { period: '2026-04', orders: 1, units: 4 },
    ]);
  });

  it('opens packs into their products per line and per model and colour', async () => {
    expect(await rows('lines')).toEqual([
      { line: 'Accesorios', units: 8 },
      { line: 'Togas', units: 6 },
    ]);
    expect(await rows('models')).toEqual([
      { model: 'Birrete', color: 'Dorado / Negro', units: 8 },
      { model: 'Clásica', color: 'Dorado / Negro', units: 6 },
    ]);
  });

  it('counts the people per size, smallest first: what the workshop must cut', async () => {
    expect(await rows('sizes')).toEqual([
      { size: 'S', people: 1 },
      { size: 'M', people: 2 },
      { size: 'L', people: 1 },
    ]);
  });

  it('ranks clients and institutions by orders, then amount', async () => {
    expect(await rows('clients')).toEqual([
      { name: 'Cliente Uno', orders: 2, amount: 72750 },
      { name: 'Cliente Dos', orders: 1, amount: 32000 },
      { name: 'Cliente Tres', orders: 1, amount: 2550 },
    ]);
    expect(await rows('institutions')).toEqual([
      { name: 'Colegio Uno', orders: 2, amount: 72750 },
      { name: 'Colegio Dos', orders: 1, amount: 32000 },
    ]);
  });

  it('exports a chart as CSV with its Spanish headers, money in units', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/report/clients/export.csv?${period}`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/reporte-clients-/);
    expect(res.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Cliente;Pedidos;Monto',
      'Cliente Uno;2;727.50',
      'Cliente Dos;1;320.00',
      'Cliente Tres;1;25.50',
      '',
    ]);
  });

  it('refuses a bad period in Spanish', async () => {
    const inverted = await api('GET', '/api/report/summary?from=2026-04-01&to=2026-03-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body.message).toContain(
      'La fecha "Desde" no puede ser posterior a la fecha "Hasta".',
    );
    const missing = await api('GET', '/api/report/status?from=2026-04-01');
    expect(missing.statusCode).toBe(400);
    const tooLong = await api('GET', '/api/report/status?from=2010-01-01&to=2026-01-01');
    expect(tooLong.body.message).toContain('El período no puede superar los 5 años.');
  });
});
