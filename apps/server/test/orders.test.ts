import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFixedPack,
  createOrder,
  orderBody,
  orderFixtures,
  type OrderFixtures,
} from './order-helpers';
import { expectRefused, failure, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const year = new Date().getUTCFullYear();

describe(`orders: create, items, people, totals (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  beforeAll(async () => {
    f = await orderFixtures(api, 'A');
  });

  it('creates an order: number of the year, institution of the client, catalogue prices, totals in cents, history', async () => {
    const res = await api(
      'POST',
      '/api/order/create',
      orderBody(f, {
        items: [
          { productId: f.birrete.id, quantity: 3 },
          { packageId: f.pack.id, quantity: 2, discountCents: 1000 },
          { productId: f.birrete.id, quantity: 1, unitPriceCents: 1999 },
        ],
        createdBy: 'hacker',
        status: 'DELIVERED',
        number: 'PED-1999-99999',
      }),
    );
    expect(okData(res, 'Pedido creado exitosamente')).toMatchObject({
      number: `PED-${year}-00001`,
      version: 1,
      status: 'PENDING',
      clientId: f.client.id,
      client: { id: f.client.id, name: 'Cliente A' },
      institutionId: f.institution.id,
      institution: { name: 'Colegio A' },
      promisedDate: '2030-03-15',
      notes: 'Entrega en el colegio',
      // 3 × 25,50 + (2 × 160,00 − 10,00) + 19,99
      totalCents: 7650 + 31000 + 1999,
      createdBy: 'Pía Productora',
      items: [
        {
          productId: f.birrete.id,
          packageId: null,
          quantity: 3,
          unitPriceCents: 2550,
          discountCents: 0,
          subtotalCents: 7650,
          people: [],
        },
        {
          productId: null,
          packageId: f.pack.id,
          package: { code: 'PCK-A' },
          quantity: 2,
          unitPriceCents: 16000,
          discountCents: 1000,
          subtotalCents: 31000,
        },
        { unitPriceCents: 1999, subtotalCents: 1999 },
      ],
      history: [{ from: null, to: 'PENDING', note: null, by: 'Pía Productora' }],
    });
    const again = await api('GET', `/api/order/${res.body.data.id}`);
    expect(okData(again, 'Pedido encontrado')).toEqual(res.body.data);
  });

  it('sizes each person by height, marks an override, and takes the number of people as the quantity', async () => {
    const order = await createOrder(api, f, {
      institutionId: null,
      items: [
        {
          productId: f.toga.id,
          people: [
            { name: 'Ana Pérez', heightCm: '150,5' },
            { name: 'Luis Soto', heightCm: 172 },
            { name: 'Eva Paz', heightCm: 120, size: 'm', notes: 'Prefiere holgada' },
            { name: 'Mara Luna', heightCm: 160, size: 'M' },
          ],
        },
      ],
    });
    expect(order.institutionId).toBe(f.institution.id);
    const [item] = order.items;
    expect(item).toMatchObject({ quantity: 4, unitPriceCents: 15000, subtotalCents: 60000 });
    expect(order.totalCents).toBe(60000);
    expect(order.peopleCount).toBe(4);
    expect(
      item.people.map((p: Record<string, unknown>) => [
        p.name,
        p.heightCm,
        p.size,
        p.suggestedSize,
        p.sizeOverridden,
        p.notes,
      ]),
    ).toEqual([
      ['Ana Pérez', 150.5, 'M', 'M', false, null],
      ['Luis Soto', 172, 'L', 'L', false, null],
      ['Eva Paz', 120, 'M', 'S', true, 'Prefiere holgada'],
      ['Mara Luna', 160, 'M', 'M', false, null],
    ]);
  });

  const refused = async (body: object) =>
    failure(await api('POST', '/api/order/create', orderBody(f, body)));
  const bad = (message: string) => ({ statusCode: 400, status: 400, message });

  it('refuses bad orders with a Spanish message naming the problem', async () => {
    expect(await refused({ clientId: undefined })).toEqual(bad('El cliente es requerido'));
    expect(await refused({ clientId: 999999 })).toEqual(
      bad('El cliente seleccionado no existe o fue eliminado'),
    );
    expect(await refused({ institutionId: 999999 })).toEqual(
      bad('La institución seleccionada no existe o fue eliminada'),
    );
    expect(await refused({ promisedDate: undefined })).toEqual(
      bad('La fecha de entrega es requerida'),
    );
    expect(await refused({ promisedDate: '2030-02-30' })).toEqual(
      bad('Ingrese una fecha válida (AAAA-MM-DD)'),
    );
    expect(await refused({ items: [] })).toEqual(bad('Agregue al menos un producto o paquete'));
    expect(await refused({ items: [{ quantity: 1 }] })).toEqual(
      bad('Cada artículo debe ser un producto o un paquete, no ambos'),
    );
    expect(
      await refused({ items: [{ productId: f.birrete.id, packageId: f.pack.id, quantity: 1 }] }),
    ).toEqual(bad('Cada artículo debe ser un producto o un paquete, no ambos'));
    expect(await refused({ items: [{ productId: f.birrete.id, quantity: 0 }] })).toEqual(
      bad('La cantidad debe ser un número entero entre 1 y 10000'),
    );
    expect(
      await refused({ items: [{ productId: f.birrete.id, quantity: 1, unitPriceCents: 10.5 }] }),
    ).toEqual(bad('El precio debe ser un número entero de centavos entre 0 y 1000000000'));
    expect(
      await refused({ items: [{ productId: f.birrete.id, quantity: 1, discountCents: 2551 }] }),
    ).toEqual(bad('El descuento no puede ser mayor que el importe del artículo'));
    expect(await refused({ items: [{ productId: 999999, quantity: 1 }] })).toEqual(
      bad('Estos productos no existen o fueron eliminados: 999999'),
    );
    expect(
      await refused({
        items: [{ productId: f.birrete.id, quantity: 10000, unitPriceCents: 1_000_000_000 }],
      }),
    ).toEqual(bad('El total del pedido no puede superar 1000000000 centavos'));
  });

  it('refuses people without a size table, a size of another table, a wrong count and bad heights', async () => {
    const person = { name: 'Ana', heightCm: 150 };
    expect(await refused({ items: [{ productId: f.birrete.id, people: [person] }] })).toEqual(
      bad('El producto BIR-A no tiene tabla de tallas: sus artículos no llevan personas'),
    );
    const caps = await createFixedPack(api, 'PCK-CAPS', 'Gorras', [f.birrete.id]);
    expect(await refused({ items: [{ packageId: caps.id, people: [person] }] })).toEqual(
      bad(
        'El paquete PCK-CAPS no tiene productos con tabla de tallas: sus artículos no llevan personas',
      ),
    );
    expect(
      await refused({ items: [{ productId: f.toga.id, people: [{ ...person, size: 'XL' }] }] }),
    ).toEqual(bad('La talla XL no pertenece al producto TOGA-A'));
    expect(
      await refused({ items: [{ productId: f.toga.id, quantity: 2, people: [person] }] }),
    ).toEqual(bad('La cantidad debe ser igual al número de personas'));
    expect(
      await refused({
        items: [{ productId: f.toga.id, people: [{ ...person, heightCm: '1,2' }] }],
      }),
    ).toEqual(bad('La estatura debe estar entre 100cm y 250cm'));
    expect(
      await refused({
        items: [{ productId: f.toga.id, people: [{ ...person, heightCm: 'alto' }] }],
      }),
    ).toEqual(bad('Ingrese un número válido'));
    expect(
      await refused({ items: [{ productId: f.toga.id, people: [{ ...person, name: ' ' }] }] }),
    ).toEqual(bad('El nombre es requerido'));
  });

  it('keeps a product of an open order from being deleted, and lets it go once the order is cancelled', async () => {
    const g = await orderFixtures(api, 'B');
    const cancel = (order: { id: number }, note: string) =>
      api('POST', `/api/order/${order.id}/status`, { status: 'CANCELLED', note });
    /** Deleting the product is refused while the order `number` holds it. */
    const expectHeld = async (productId: number, number: string) =>
      expect(failure(await api('DELETE', `/api/product/delete/${productId}`))).toMatchObject({
        statusCode: 409,
        message: expect.stringContaining(`pedido ${number}`),
      });
    const order = await createOrder(api, g, { items: [{ productId: g.toga.id, quantity: 1 }] });
    await expectHeld(g.toga.id, order.number);
    await cancel(order, 'El cliente desistió');
    // The pack still holds it; a product of the cancelled order alone is free.
    const free = await createOrder(api, g, { items: [{ productId: g.birrete.id, quantity: 1 }] });
    await cancel(free, 'Duplicado');
    // A pack in an open order is not deleted, and keeps its products.
    const packed = await createOrder(api, g, { items: [{ packageId: g.pack.id, quantity: 1 }] });
    expectRefused(
      await api('DELETE', `/api/package/delete/${g.pack.id}`),
      409,
      `No se puede eliminar el paquete porque lo usan: pedido ${packed.number}`,
    );
    await expectHeld(g.birrete.id, packed.number);
    await cancel(packed, 'Sin fondos');
    expect((await api('DELETE', `/api/package/delete/${g.pack.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/product/delete/${g.birrete.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/product/delete/${g.toga.id}`)).statusCode).toBe(200);
  });
});
