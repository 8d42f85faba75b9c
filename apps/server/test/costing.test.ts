/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './auth-helpers';
import { modelWithColors } from './catalogue-helpers';
import { signedInClient } from './client-area-helpers';
import { materialCreator, move } from './material-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { caller, expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/**
 * Cost and margin (issue 39, decision 028) on a hand-computed example. Average costs:
 * TELA 10 at 12.34 then 20 at 13.01 → 383.60 / 30 = 12.786667 (12,786,667 millionths of a Bs);
 * HILO 0.35; BOTON 0.20. Bills of materials: a toga takes TELA 2.5 (S 2, L 3.25) and HILO 0.1; a
 * birrete TELA 0.5 and BOTON 1. In millionths × thousandths (10^7 a cent):
 *  toga S 2000×12786667 + 100×350000 = 25,608,334,000 → 25.61
 *  toga M 2500×12786667 + 35,000,000 = 32,001,667,500 → 32.00
 *  toga L 3250×12786667 + 35,000,000 = 41,591,667,750 → 41.59
 *  birrete 500×12786667 + 1000×200000 = 6,593,333,500 → 6.59
 * Labour and overhead: the toga's line says 5.00 and 1.20, the toga's own overhead 2.00 → 7.00
 * a toga; the birrete (no line) its own labour 1.00 → 1.00 a birrete.
 */
describe(`cost and margin (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;
  let f: OrderFixtures;
  let lineId: number;
  let tela: { id: number };
  let boton: { id: number };

  beforeAll(async () => {
    f = await orderFixtures(api, 'CST');
    const model = await modelWithColors(api, 'Línea Costos', 'Toga Costos');
    lineId = model.lineId;
    const linked = await api('PUT', '/api/product/update', {
      id: f.toga.id,
      modelId: model.id,
      modelColorId: model.colors[0]!.id,
    });
    if (linked.statusCode !== 200) throw new Error(linked.text);
    const material = materialCreator(api);
    tela = await material('CST-TELA', { unit: 'metro' });
    const hilo = await material('CST-HILO', { unit: 'cono' });
    boton = await material('CST-BOTON', { unit: 'unidad' });
    await move(api, { type: 'IN', materialId: tela.id, quantity: 10, unitCostCents: 1234 });
    await move(api, { type: 'IN', materialId: tela.id, quantity: 20, unitCostCents: 1301 });
    await move(api, { type: 'IN', materialId: hilo.id, quantity: 100, unitCostCents: 35 });
    await move(api, { type: 'IN', materialId: boton.id, quantity: 50, unitCostCents: 20 });
    const sizes = (await api('GET', `/api/product/${f.toga.id}/materials`)).body.data.sizes;
    const sizeId = (name: string) => sizes.find((s: any) => s.name === name).id;
    const toga = await api('PUT', `/api/product/${f.toga.id}/materials`, {
      items: [
        {
          materialId: tela.id,
          quantity: 2.5,
          sizes: [
            { sizeId: sizeId('S'), quantity: 2 },
            { sizeId: sizeId('L'), quantity: 3.25 },
          ],
        },
        { materialId: hilo.id, quantity: 0.1, sizes: [] },
      ],
    });
    if (toga.statusCode !== 200) throw new Error(toga.text);
    const birrete = await api('PUT', `/api/product/${f.birrete.id}/materials`, {
      items: [
        { materialId: tela.id, quantity: 0.5, sizes: [] },
        { materialId: boton.id, quantity: 1, sizes: [] },
      ],
    });
    if (birrete.statusCode !== 200) throw new Error(birrete.text);
  });

  it("gives a product's unit cost per size: materials at average cost, labour and overhead", async () => {
    const line = await api('PUT', `/api/line/${lineId}/cost`, {
      labourCents: 500,
      overheadCents: 120,
    });
    expect(okData(line, 'Costos de la línea guardados')).toEqual({
      lineId,
      labourCents: 500,
      overheadCents: 120,
    });
    const own = await api('PUT', `/api/product/${f.toga.id}/cost`, {
      labourCents: null,
      overheadCents: 200,
    });
    expect(okData(own, 'Costos del producto guardados')).toEqual({
      productId: f.toga.id,
      own: { labourCents: null, overheadCents: 200 },
      line: { lineId, name: 'Línea Costos', labourCents: 500, overheadCents: 120 },
      labourCents: 500,
      overheadCents: 200,
      hasMaterials: true,
      sizes: [
        { sizeId: expect.any(Number), name: 'S', materialCents: 2561, unitCostCents: 3261 },
        { sizeId: expect.any(Number), name: 'M', materialCents: 3200, unitCostCents: 3900 },
        { sizeId: expect.any(Number), name: 'L', materialCents: 4159, unitCostCents: 4859 },
      ],
    });
    await api('PUT', `/api/product/${f.birrete.id}/cost`, {
      labourCents: 100,
      overheadCents: null,
    });
    const birrete = okData(
      await api('GET', `/api/product/${f.birrete.id}/cost`),
      'Costo del producto',
    );
    expect(birrete).toMatchObject({
      line: null,
      labourCents: 100,
      overheadCents: 0,
      sizes: [{ sizeId: null, name: null, materialCents: 659, unitCostCents: 759 }],
    });
  });

  it('refuses bad amounts and unknown records with Spanish messages', async () => {
    expectRefused(
      await api('PUT', `/api/product/${f.toga.id}/cost`, { labourCents: -1, overheadCents: null }),
      400,
      'La mano de obra por unidad debe ser un monto en centavos entre 0 y 10.000.000,00',
    );
    expectRefused(
      await api('PUT', '/api/line/999999/cost', { labourCents: 1, overheadCents: 1 }),
      404,
      'Línea no encontrada',
    );
    expectRefused(await api('GET', '/api/product/999999/cost'), 404, 'Producto no encontrado');
  });

  let order: any;
  const orderOf = async (id: number) => {
    const res = await api('GET', `/api/order/${id}`);
    expect(res.statusCode).toBe(200);
    return res.body.data;
  };
  it("gives a director an order's expected cost and margin per item and in total", async () => {
    order = await createOrder(api, f, {
      items: [
        {
          productId: f.toga.id,
          people: [
            { name: 'Ana', heightCm: 140 }, // S
            { name: 'Beto', heightCm: 160 }, // M
            { name: 'Carla', heightCm: 175 }, // L
            { name: 'Eva', heightCm: 172, size: 'S' }, // S chosen
          ],
        },
        { productId: f.birrete.id, quantity: 3, discountCents: 150 },
        { packageId: f.pack.id, quantity: 2 },
      ],
    });
    const data = await orderOf(order.id);
    // Togas: 2×S + M + L = 124,810,003,250 → 124.81; + 4 × 7.00 → 152.81 of 600.00.
    // Birretes: 3 × 6,593,333,500 → 19.78; + 3 × 1.00 → 22.78 of 75.00 (76.50 less 1.50).
    // Pack ×2 (no roster: the toga's own 2.5): 2 × 32,001,667,500 + 2 × 6,593,333,500 =
    // 77,190,002,000 → 77.19; + 2 × 7.00 + 2 × 1.00 → 93.19 of 320.00.
    expect(data.items.map((i: any) => [i.subtotalCents, i.costCents, i.marginCents])).toEqual([
      [60000, 15281, 44719],
      [7500, 2278, 5222],
      [32000, 9319, 22681],
    ]);
    expect([data.totalCents, data.costCents, data.marginCents]).toEqual([99500, 26878, 72622]);
    expect(data.actualMaterialCostCents).toBeNull();
  });

  it('gives the actual material cost once consumption is registered, less reversals', async () => {
    const status = await api('POST', `/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' });
    expect(status.statusCode).toBe(200);
    const consumed = await api('POST', `/api/order/${order.id}/consume`, {});
    expect(consumed.statusCode).toBe(200);
    // TELA 17.25 × 12.786667 = 220.570005750 → 220.57; HILO 0.6 × 0.35 = 0.21; BOTON 5 × 0.20 = 1.00.
    const after = await orderOf(order.id);
    expect(after.actualMaterialCostCents).toBe(22178);
    // One exit per material, by material id: TELA, HILO, BOTON.
    const botonExit = consumed.body.data.movementIds.at(-1);
    await move(api, { type: 'REVERSAL', movementId: botonExit, reason: 'Botones devueltos' });
    const reversed = await orderOf(order.id);
    expect(reversed.actualMaterialCostCents).toBe(22078);
  });

  it('reports cost and margin per period, line and client, as the order answers them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const period = `from=${today}&to=${today}`;
    const report = async (name: string) => {
      const res = await api('GET', `/api/report/${name}?${period}`);
      expect(res.statusCode).toBe(200);
      return res.body.data;
    };
    const periods = await report('margin-periods');
    expect(periods.columns.map((c: any) => c.label)).toEqual([
      'Período',
      'Pedidos',
      'Total de pedidos',
      'Costo esperado',
      'Margen',
      'Costo real de materiales',
    ]);
    expect(periods.rows).toEqual([
      {
        label: expect.any(String),
        orders: 1,
        revenueCents: 99500,
        costCents: 26878,
        marginCents: 72622,
        actualCents: 22078,
      },
    ]);
    const clients = await report('margin-clients');
    expect(clients.rows).toEqual([{ ...periods.rows[0], label: 'Cliente CST' }]);
    const lines = await report('margin-lines');
    expect(
      lines.rows.map((r: any) => [r.label, r.orders, r.revenueCents, r.costCents, r.marginCents]),
    ).toEqual([
      ['Línea Costos', 1, 60000, 15281, 44719],
      ['Paquetes', 1, 32000, 9319, 22681],
      ['Sin línea', 1, 7500, 2278, 5222],
    ]);
    const csv = await ctx.t.app.inject({
      url: `/api/report/margin-clients/export.csv?${period}`,
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Cliente CST;1;995.00;268.78;726.22;220.78');
  });

  it('never gives cost or margin to anyone but a director', async () => {
    const costKeys = ['costCents', 'marginCents', 'actualMaterialCostCents'];
    const leaked = (answer: any) =>
      JSON.stringify(answer).match(/"(costCents|marginCents|actualMaterialCostCents)"/g) ?? [];
    for (const role of ['ADMINISTRADOR', 'ADMIN', 'PRODUCER']) {
      const other = caller(ctx.t, (await loginAs(ctx.t, role)).token);
      const detail = await other('GET', `/api/order/${order.id}`);
      expect(detail.statusCode).toBe(200);
      expect(leaked(detail.body), role).toEqual([]);
      const list = await other('GET', '/api/order?pageSize=100');
      expect(leaked(list.body), role).toEqual([]);
      expect((await other('GET', `/api/product/${f.toga.id}/cost`)).statusCode).toBe(403);
    }
    // A client's own order, through the client area.
    const client = await signedInClient(ctx.t, api, 'Cliente Costos');
    const own = await createOrder(api, f, { clientId: client.client.id });
    const mine = await client.api('GET', `/api/client-area/orders/${own.id}`);
    expect(mine.statusCode).toBe(200);
    expect(leaked(mine.body)).toEqual([]);
    expect(leaked((await client.api('GET', '/api/client-area/orders')).body)).toEqual([]);
    // The director's own list carries none either (only the detail is costed).
    const list = await api('GET', '/api/order?pageSize=100');
    expect(Object.keys(list.body.data.items[0]).filter((k) => costKeys.includes(k))).toEqual([]);
  });
});
