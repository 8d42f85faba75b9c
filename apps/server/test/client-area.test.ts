import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type SignedInClient } from './client-area-helpers';
import { createFixedPack, createOrder, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectRefused, failure, okData, signedInCaller, type Caller } from './people-helpers';
import { testDialect } from './test-app';

describe(`client area: a client sees and touches only their own orders (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api: staff } = ctx;
  let f: OrderFixtures;
  let ana: SignedInClient;
  let beto: SignedInClient;
  let anaOrder: { id: number; number: string };
  let betoOrder: { id: number; number: string };

  const roster = (f: OrderFixtures, names: string[]) => ({
    promisedDate: '2030-05-20',
    items: [
      {
        productId: f.toga.id,
        people: names.map((name, at) => ({ name, heightCm: 140 + at * 10 })),
      },
    ],
  });

  beforeAll(async () => {
    f = await orderFixtures(staff, 'CA');
    ana = await signedInClient(ctx.t, staff, 'Ana Cliente');
    beto = await signedInClient(ctx.t, staff, 'Beto Cliente');
    anaOrder = (
      await ana.api('POST', '/api/client-area/orders/create', roster(f, ['Ana 1', 'Ana 2']))
    ).body.data;
    betoOrder = await createOrder(staff, f, { clientId: beto.client.id });
    // A third client's order, made by staff: nobody of the two sees it.
    await createOrder(staff, f);
  });

  it('a client creates an order: PENDING, numbered, theirs whatever they send', async () => {
    const res = await ana.api('POST', '/api/client-area/orders/create', {
      ...roster(f, ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']),
      clientId: beto.client.id,
      status: 'DELIVERED',
    });
    const cheap = await ana.api('POST', '/api/client-area/orders/create', {
      promisedDate: '2030-05-20',
      items: [{ productId: f.birrete.id, quantity: 2, unitPriceCents: 1, discountCents: 2000 }],
    });
    // The catalogue's price, whatever the client sends.
    expect(cheap.body.data).toMatchObject({ totalCents: 5100 });
    expect(okData(res, 'Pedido enviado. Le avisaremos cuando pase a producción.')).toMatchObject({
      number: expect.stringMatching(/^PED-\d{4}-\d{5}$/),
      status: 'PENDING',
      clientId: ana.client.id,
      peopleCount: 5,
      createdBy: 'Ana Cliente',
    });
    expect(res.body.data.items[0].people.map((p: { size: string }) => p.size)).toEqual([
      'S',
      'M',
      'M',
      'L',
      'L',
    ]);
    // Staff see it in their list as any other order.
    const listed = await staff('GET', `/api/order?q=${res.body.data.number}`);
    expect(listed.body.data.items.map((o: { id: number }) => o.id)).toEqual([res.body.data.id]);
  });

  it('lists only the caller’s own orders', async () => {
    const own = async (api: Caller) =>
      ((await api('GET', '/api/client-area/orders')).body.data.items as { clientId: number }[]).map(
        (o) => o.clientId,
      );
    const anas = await own(ana.api);
    expect(anas.length).toBeGreaterThanOrEqual(2);
    expect(new Set(anas)).toEqual(new Set([ana.client.id]));
    expect(await own(beto.api)).toEqual([beto.client.id]);
  });

  it('another client’s order answers 404 on every id-taking call, as a missing one does', async () => {
    const notFound = { statusCode: 404, status: 404, message: 'Pedido no encontrado' };
    for (const id of [betoOrder.id, 999999]) {
      expect(failure(await ana.api('GET', `/api/client-area/orders/${id}`))).toEqual(notFound);
      expect(
        failure(
          await ana.api('PUT', `/api/client-area/orders/${id}/people`, { version: 1, people: [] }),
        ),
      ).toEqual(notFound);
    }
    expect((await beto.api('GET', `/api/client-area/orders/${betoOrder.id}`)).statusCode).toBe(200);
  });

  it('an order in the trash is gone for its client', async () => {
    const extra = await createOrder(staff, f, { clientId: beto.client.id });
    await staff('DELETE', `/api/order/delete/${extra.id}`);
    expect((await beto.api('GET', `/api/client-area/orders/${extra.id}`)).statusCode).toBe(404);
  });

  it('corrects names and heights while PENDING (sizes follow), then it is read-only', async () => {
    const order = (await ana.api('GET', `/api/client-area/orders/${anaOrder.id}`)).body.data;
    const [first, second] = order.items[0].people;
    const res = await ana.api('PUT', `/api/client-area/orders/${anaOrder.id}/people`, {
      version: order.version,
      people: [{ id: first.id, name: 'Ana María', heightCm: 175 }],
    });
    okData(res, 'Datos de las personas actualizados');
    expect(res.body.data.items[0].people).toMatchObject([
      { id: first.id, name: 'Ana María', heightCm: 175, size: 'L' },
      { id: second.id, name: second.name, heightCm: second.heightCm },
    ]);
    const stale = await ana.api('PUT', `/api/client-area/orders/${anaOrder.id}/people`, {
      version: order.version,
      people: [{ id: first.id, name: 'Otra', heightCm: 150 }],
    });
    expect(stale.statusCode).toBe(409);
    const stranger = await ana.api('PUT', `/api/client-area/orders/${anaOrder.id}/people`, {
      version: res.body.data.version,
      people: [{ id: 999999, name: 'Nadie', heightCm: 150 }],
    });
    expectRefused(stranger, 400, 'La persona indicada no pertenece a este pedido');

    await staff('POST', `/api/order/${anaOrder.id}/status`, { status: 'IN_PRODUCTION' });
    const later = await ana.api('GET', `/api/client-area/orders/${anaOrder.id}`);
    expect(later.body.data.history.map((h: { to: string }) => h.to)).toEqual([
      'PENDING',
      'IN_PRODUCTION',
    ]);
    expectRefused(
      await ana.api('PUT', `/api/client-area/orders/${anaOrder.id}/people`, {
        version: later.body.data.version,
        people: [{ id: first.id, name: 'Tarde', heightCm: 150 }],
      }),
      409,
      'Solo se pueden corregir las personas mientras el pedido está Pendiente',
    );
  });

  it('staff get 403 on client-area calls; a client gets 403 on staff order calls', async () => {
    const forbidden = {
      statusCode: 403,
      status: 403,
      message: 'Acceso denegado para realizar esta acción',
    };
    expect(failure(await staff('GET', '/api/client-area/orders'))).toEqual(forbidden);
    expect(failure(await ana.api('GET', `/api/order/${anaOrder.id}`))).toEqual(forbidden);
    expect(failure(await ana.api('GET', '/api/order'))).toEqual(forbidden);
  });
});

describe(`client area: the catalogue (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  it('answers active products and packs with prices and sizes, no audit fields', async () => {
    const f = await orderFixtures(ctx.api, 'CAT');
    const hiddenPack = await createFixedPack(ctx.api, 'PCK-CAT-OFF', 'Pack CAT apagado', [
      f.toga.id,
    ]);
    const off = async (url: string, id: number) =>
      expect((await ctx.api('PUT', url, { id, status: 'INACTIVE' })).body.data).toMatchObject({
        id,
        status: 'INACTIVE',
      });
    await off('/api/product/update', f.birrete.id);
    await off('/api/package/update', hiddenPack.id);
    const ana = await signedInClient(ctx.t, ctx.api, 'Ana Catalogo');
    const res = await ana.api('GET', '/api/client-area/catalogue?q=CAT');
    const { products, packages } = okData(res, 'Catálogo encontrado');
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    const toga = products.find((p: { id: number }) => p.id === f.toga.id);
    expect(toga).toMatchObject({ code: 'TOGA-CAT', priceCents: 15000, sizes: expect.any(Array) });
    expect(toga).not.toHaveProperty('createdBy');
    // The inactive product and pack are not offered.
    expect(ids(products)).toEqual([f.toga.id]);
    expect(ids(packages)).toEqual([f.pack.id]);
    expect(failure(await ctx.api('GET', '/api/client-area/catalogue'))).toMatchObject({
      statusCode: 403,
    });
  });
});
