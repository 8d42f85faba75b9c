import { beforeAll, describe, expect, it } from 'vitest';
import { productCreator } from './catalogue-helpers';
import { createFixedPack, orderBody, orderFixtures, type OrderFixtures } from './order-helpers';
import { expectDataless, expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/** S and M share 130 (it is M); a gap from 150 to 155; L is last and includes 170. */
const SHARED = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
  { name: 'L', minHeightCm: 155, maxHeightCm: 170 },
];

describe(`size ranges [from, to) on products and orders (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  let polo: { id: number; code: string };
  beforeAll(async () => {
    f = await orderFixtures(api, 'R');
    polo = await productCreator(api)('POLO-R', { name: 'Polo R', sizes: SHARED });
  });

  const order = (people: object[]) =>
    api('POST', '/api/order/create', orderBody(f, { items: [{ productId: polo.id, people }] }));

  it('accepts sizes that share a bound and sizes 130 as M, the last size up to its upper bound', async () => {
    const res = await order([
      { name: 'Ana Rojas', heightCm: 129.9 },
      { name: 'Luis Soto', heightCm: 130 },
      { name: 'Eva Paz', heightCm: '149,9' },
      { name: 'Mara Díaz', heightCm: 170 },
    ]);
    const people = okData(res, 'Pedido creado exitosamente').items[0].people as {
      size: string;
      suggestedSize: string;
      sizeOverridden: boolean;
    }[];
    expect(people.map((p) => [p.size, p.suggestedSize, p.sizeOverridden])).toEqual([
      ['S', 'S', false],
      ['M', 'M', false],
      ['M', 'M', false],
      ['L', 'L', false],
    ]);
  });

  it.each([
    [150, 'the upper bound of a size that is not the last'],
    [152.5, 'a gap between sizes'],
    [171, 'above the table'],
  ])('refuses %s cm (%s), naming the row and the product', async (heightCm) => {
    const res = await order([
      { name: 'Ana Rojas', heightCm: 120 },
      { name: 'Luis Soto', heightCm },
    ]);
    expectDataless(
      res,
      400,
      `Fila 2 (Luis Soto): ninguna talla del producto POLO-R corresponde a ${String(heightCm).replace('.', ',')} cm; indique su talla a mano`,
      'NO_SIZE',
    );
  });

  it('takes a height no size holds when its size is chosen by hand (an override)', async () => {
    const res = await order([{ name: 'Luis Soto', heightCm: 152.5, size: 'L' }]);
    const [person] = okData(res, 'Pedido creado exitosamente').items[0].people;
    expect(person).toMatchObject({ size: 'L', suggestedSize: null, sizeOverridden: true });
  });

  it("refuses a pack person's height in a gap of its sized product, unless its size is given", async () => {
    const gorra = await productCreator(api)('GORRA-R', { name: 'Gorra R' });
    const pack = await createFixedPack(api, 'PACKGAP-R', 'Pack R', [polo.id, gorra.id]);
    const packOrder = (people: object[]) =>
      api('POST', '/api/order/create', orderBody(f, { items: [{ packageId: pack.id, people }] }));
    const people = [
      { name: 'Ana Rojas', heightCm: 120 },
      { name: 'Luis Soto', heightCm: 152.5 },
    ];
    expectDataless(
      await packOrder(people),
      400,
      'Fila 2 (Luis Soto): ninguna talla del producto POLO-R corresponde a 152,5 cm; indique su talla a mano',
      'NO_SIZE',
    );
    people[1] = { ...people[1]!, sizes: [{ productId: polo.id, size: 'L' }] } as (typeof people)[1];
    const [, luis] = okData(await packOrder(people), 'Pedido creado exitosamente').items[0].people;
    expect(luis.sizes).toEqual([
      { productId: polo.id, size: 'L', suggestedSize: null, overridden: true },
    ]);
  });

  it('refuses ranges that overlap, not those that share a bound', async () => {
    const res = await api('POST', '/api/product/create', {
      code: 'OVER-R',
      name: 'Solapado',
      kind: 'GARMENT',
      priceCents: 100,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 130.1 },
        { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
      ],
    });
    expectRefused(
      res,
      400,
      'Las tallas S y M se superponen: una estatura solo puede corresponder a una talla',
    );
  });

  it('refuses a size whose range is empty', async () => {
    const res = await api('POST', '/api/product/create', {
      code: 'EMPTY-R',
      name: 'Vacío',
      kind: 'GARMENT',
      priceCents: 100,
      sizes: [{ name: 'S', minHeightCm: 130, maxHeightCm: 130 }],
    });
    expectRefused(res, 400, 'En la talla S, la estatura máxima debe ser mayor que la mínima');
  });
});
