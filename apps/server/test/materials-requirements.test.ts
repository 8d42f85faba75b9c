/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON */
import { beforeAll, describe, expect, it } from 'vitest';
import { productCreator } from './catalogue-helpers';
import { materialCreator, move, stockOf, type MaterialAnswer } from './material-helpers';
import { createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/** The lines of a requirements answer as [code, required, consumed, pending, available, shortfall]. */
const table = (data: any) =>
  data.lines.map((l: any) => [
    l.material.code,
    l.required,
    l.consumed,
    l.pending,
    l.available,
    l.shortfall,
  ]);

describe(`bills of materials, requirements and consumption (${testDialect})`, () => {
  const ctx = signedInCaller('ADMIN', 'Alba Admin');
  const { api } = ctx;
  let f: OrderFixtures;
  let tela: MaterialAnswer;
  let hilo: MaterialAnswer;
  let boton: MaterialAnswer;
  let orderA: any;
  let orderB: any;
  let orderC: any;
  let cinta: { id: number; code: string };

  const sizeId = async (name: string) => {
    const bom = await api('GET', `/api/product/${f.toga.id}/materials`);
    return bom.body.data.sizes.find((s: any) => s.name === name).id as number;
  };
  const produce = async (id: number) => {
    const res = await api('POST', `/api/order/${id}/status`, { status: 'IN_PRODUCTION' });
    if (res.statusCode !== 200) throw new Error(res.text);
  };

  beforeAll(async () => {
    f = await orderFixtures(api, 'MAT');
    const material = materialCreator(api);
    tela = await material('TELA', { unit: 'metro' });
    hilo = await material('HILO', { unit: 'cono' });
    boton = await material('BOTON', { unit: 'unidad' });
    cinta = await productCreator(api)('CINTA-MAT', { name: 'Cinta', priceCents: 500 });
  });

  it("sets a product's bill of materials, with quantities per size", async () => {
    const [s, l] = [await sizeId('S'), await sizeId('L')];
    const res = await api('PUT', `/api/product/${f.toga.id}/materials`, {
      items: [
        {
          materialId: tela.id,
          quantity: 2.5,
          sizes: [
            { sizeId: s, quantity: 2 },
            { sizeId: l, quantity: 3.25 },
          ],
        },
        { materialId: hilo.id, quantity: 0.1 },
      ],
    });
    okData(res, 'Materiales por unidad guardados');
    expect(res.body.data.sizes.map((x: any) => x.name)).toEqual(['S', 'M', 'L']);
    expect(res.body.data.items).toEqual([
      {
        material: expect.objectContaining({ code: 'TELA', unit: 'metro', deleted: false }),
        quantity: 2.5,
        sizes: [
          { sizeId: s, name: 'S', quantity: 2 },
          { sizeId: l, name: 'L', quantity: 3.25 },
        ],
      },
      { material: expect.objectContaining({ code: 'HILO' }), quantity: 0.1, sizes: [] },
    ]);
    const birrete = await api('PUT', `/api/product/${f.birrete.id}/materials`, {
      items: [
        { materialId: tela.id, quantity: 0.5 },
        { materialId: boton.id, quantity: 1 },
      ],
    });
    expect(birrete.statusCode).toBe(200);
  });

  it('refuses a repeated material, a size of another product, a deleted material, an unknown product', async () => {
    const put = (productId: number, items: object[]) =>
      api('PUT', `/api/product/${productId}/materials`, { items });
    expectRefused(
      await put(f.birrete.id, [
        { materialId: tela.id, quantity: 1 },
        { materialId: tela.id, quantity: 2 },
      ]),
      400,
      'El material TELA está repetido',
    );
    const s = await sizeId('S');
    expectRefused(
      await put(f.birrete.id, [
        { materialId: tela.id, quantity: 1, sizes: [{ sizeId: s, quantity: 2 }] },
      ]),
      400,
      `La talla ${s} no pertenece a este producto`,
    );
    expect(failure(await put(f.birrete.id, [{ materialId: 999999, quantity: 1 }])).message).toBe(
      'Materiales no disponibles: 999999',
    );
    expect(failure(await put(999999, []))).toMatchObject({
      statusCode: 404,
      message: 'Producto no encontrado',
    });
    expect(failure(await put(f.birrete.id, [{ materialId: tela.id, quantity: 0 }])).message).toBe(
      'La cantidad debe ser mayor que 0',
    );
    // A material in a live product's bill cannot be deleted.
    const res = await api('DELETE', `/api/material/delete/${boton.id}`);
    expect(failure(res).message).toBe(
      `No se puede eliminar el material porque lo usan los productos: ${f.birrete.code} (Birrete MAT)`,
    );
  });

  it("computes an order's requirements by size, item and pack (a hand-computed example)", async () => {
    orderA = await createOrder(api, f, {
      items: [
        {
          productId: f.toga.id,
          people: [
            { name: 'Ana', heightCm: 140 }, // S
            { name: 'Beto', heightCm: 160 }, // M
            { name: 'Carla', heightCm: 175 }, // L
            { name: 'Dani', heightCm: 180 }, // L
            { name: 'Eva', heightCm: 172, size: 'S' }, // L suggested, S chosen
          ],
        },
        { productId: f.birrete.id, quantity: 3 },
        { packageId: f.pack.id, quantity: 2 },
      ],
    });
    await move(api, { type: 'IN', materialId: tela.id, quantity: 15 });
    const res = await api('GET', `/api/order/${orderA.id}/materials`);
    // TELA: S 2×2 + M 2.5×1 + L 3.25×2 = 13; birretes 0.5×3 = 1.5; pack ×2: toga 2.5×2 + birrete 0.5×2 = 6 → 20.5
    // HILO: 0.1×5 + 0.1×2 = 0.7; BOTON: 1×3 + 1×2 = 5
    expect(table(res.body.data)).toEqual([
      ['BOTON', 5, 0, 5, 0, 5],
      ['HILO', 0.7, 0, 0.7, 0, 0.7],
      ['TELA', 20.5, 0, 20.5, 15, 5.5],
    ]);
    expect(res.body.data.orders).toEqual([
      { id: orderA.id, number: orderA.number, status: 'PENDING' },
    ]);
  });

  it('sums every order in production, and names products without a bill of materials', async () => {
    orderB = await createOrder(api, f, {
      items: [
        { productId: f.birrete.id, quantity: 4 },
        { productId: cinta.id, quantity: 2 },
      ],
    });
    orderC = await createOrder(api, f, { items: [{ productId: f.birrete.id, quantity: 10 }] });
    await produce(orderA.id);
    await produce(orderB.id);
    const res = await api('GET', '/api/material/requirements');
    expect(res.body.data.orders.map((o: any) => o.number)).toEqual([orderA.number, orderB.number]);
    expect(table(res.body.data)).toEqual([
      ['BOTON', 9, 0, 9, 0, 9],
      ['HILO', 0.7, 0, 0.7, 0, 0.7],
      ['TELA', 22.5, 0, 22.5, 15, 7.5],
    ]);
    expect(res.body.data.productsWithoutMaterials).toEqual(['CINTA-MAT']);
  });

  it('refuses to consume without stock, or an order not in production', async () => {
    const short = await api('POST', `/api/order/${orderA.id}/consume`, {});
    expectRefused(
      short,
      409,
      'Stock insuficiente de TELA: disponible 15 metro, se requiere 20,5 metro',
    );
    expect(await stockOf(api, tela.id)).toBe(15); // nothing was taken: one transaction
    const pending = await api('POST', `/api/order/${orderC.id}/consume`, {});
    expectRefused(
      pending,
      409,
      'Solo se registra el consumo de pedidos en producción o terminados (este está pendiente)',
    );
    expect(failure(await api('POST', '/api/order/999999/consume', {}))).toMatchObject({
      statusCode: 404,
    });
  });

  it('consumes an order once: a second call writes nothing', async () => {
    await move(api, {
      type: 'IN',
      materialId: tela.id,
      quantity: 10,
      supplier: 'Textiles',
      document: 'F-1',
    });
    await move(api, { type: 'IN', materialId: hilo.id, quantity: 1 });
    await move(api, { type: 'IN', materialId: boton.id, quantity: 20 });
    const first = await api('POST', `/api/order/${orderA.id}/consume`, {});
    expect(first.body.message).toBe('Consumo registrado: 3 movimientos de salida');
    expect(first.body.data.movementIds).toHaveLength(3);
    expect(table(first.body.data.requirements)).toEqual([
      ['BOTON', 5, 5, 0, 15, 0],
      ['HILO', 0.7, 0.7, 0, 0.3, 0],
      ['TELA', 20.5, 20.5, 0, 4.5, 0],
    ]);
    const second = await api('POST', `/api/order/${orderA.id}/consume`, {});
    okData(second, 'El consumo de este pedido ya está registrado');
    expect(second.body.data.movementIds).toEqual([]);
    expect([
      await stockOf(api, tela.id),
      await stockOf(api, hilo.id),
      await stockOf(api, boton.id),
    ]).toEqual([4.5, 0.3, 15]);
    // Newest first.
    const out = await api('GET', `/api/material/movement?orderId=${orderA.id}`);
    expect(
      out.body.data.items.map((m: any) => [
        m.type,
        m.material.code,
        m.quantity,
        m.order.number,
        m.reason,
      ]),
    ).toEqual([
      ['OUT', 'BOTON', -5, orderA.number, `Consumo del pedido ${orderA.number}`],
      ['OUT', 'HILO', -0.7, orderA.number, `Consumo del pedido ${orderA.number}`],
      ['OUT', 'TELA', -20.5, orderA.number, `Consumo del pedido ${orderA.number}`],
    ]);
  });

  it('consumes again only what a reversal gave back', async () => {
    const out = await api('GET', `/api/material/movement?orderId=${orderA.id}&type=OUT&q=boton`);
    await move(api, {
      type: 'REVERSAL',
      movementId: out.body.data.items[0].id,
      reason: 'Devuelto al almacén',
    });
    expect(await stockOf(api, boton.id)).toBe(20);
    const again = await api('POST', `/api/order/${orderA.id}/consume`, {});
    expect(again.body.data.movementIds).toHaveLength(1);
    expect(await stockOf(api, boton.id)).toBe(15);
  });

  it('consumes once when two calls race', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('POST', `/api/order/${orderB.id}/consume`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data.movementIds.length).sort()).toEqual([0, 0, 2]);
    expect(await stockOf(api, boton.id)).toBe(11);
    expect(await stockOf(api, tela.id)).toBe(2.5);
  });

  it('lets a consumption go below zero only with a reason', async () => {
    const order = await createOrder(api, f, { items: [{ productId: f.birrete.id, quantity: 20 }] });
    await produce(order.id);
    const noReason = await api('POST', `/api/order/${order.id}/consume`, { allowNegative: true });
    expect(failure(noReason)).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('indique el motivo'),
    });
    const res = await api('POST', `/api/order/${order.id}/consume`, {
      allowNegative: true,
      reason: 'Compra en camino',
    });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(api, tela.id)).toBe(-7.5);
  });
});
