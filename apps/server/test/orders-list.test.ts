import { beforeAll, describe, expect, it } from 'vitest';
import { modelWithColors, productCreator } from './catalogue-helpers';
import { createOrder, orderBody, orderFixtures, type OrderFixtures } from './order-helpers';
import { failure, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const year = new Date().getUTCFullYear();
const numberOf = (n: number) => `PED-${year}-${String(n).padStart(5, '0')}`;

describe(`orders: numbering under concurrent creates (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Dora Directora');
  const { api } = ctx;

  it('gives 20 concurrent creates the numbers 1 to 20 of the year, none twice, none skipped', async () => {
    const f = await orderFixtures(api, 'N');
    const bad = {
      clientId: f.client.id,
      promisedDate: '2030-01-01',
      items: [{ productId: 999999, quantity: 1 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 5 === 4
          ? api('POST', '/api/order/create', bad)
          : api('POST', '/api/order/create', {
              clientId: f.client.id,
              promisedDate: '2030-01-01',
              items: [
                { productId: f.toga.id, people: [{ name: `Persona ${i}`, heightCm: 150 + i }] },
              ],
            }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array(20).fill(200),
      ...Array(5).fill(400),
    ]);
    const numbers = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => a.body.data.number as string);
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => numberOf(i + 1)));
    const next = await createOrder(api, f);
    expect(next.number).toBe(numberOf(21));
  });
});

describe(`orders: list, filters, sort, paging, CSV (${testDialect})`, () => {
  const ctx = signedInCaller('PRODUCER', 'Pía Productora');
  const { api } = ctx;
  let f: OrderFixtures;
  let g: OrderFixtures;
  let lineId: number;
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    f = await orderFixtures(api, 'L1');
    g = await orderFixtures(api, 'L2');
    const model = await modelWithColors(api, 'Línea Togas', 'Toga Gala');
    lineId = model.lineId;
    const gala = await productCreator(api)('GALA-1', {
      modelId: model.id,
      modelColorId: model.colors[0]!.id,
      priceCents: 100,
    });
    const made = async (key: string, fx: OrderFixtures, extra: object) => {
      const order = await createOrder(api, fx, extra);
      ids[key] = order.id;
      numbers[key] = order.number;
      return order;
    };
    await made('late', f, { promisedDate: '2020-05-01' });
    await made('gala', g, {
      promisedDate: '2030-06-10',
      items: [{ productId: gala.id, quantity: 4 }],
    });
    await made('produced', f, { promisedDate: '2021-01-01' });
    await api('POST', `/api/order/${ids.produced}/status`, { status: 'IN_PRODUCTION' });
    await made('delivered', g, { promisedDate: '2020-01-01' });
    for (const status of ['IN_PRODUCTION', 'FINISHED', 'DELIVERED']) {
      await api('POST', `/api/order/${ids.delivered}/status`, { status });
    }
    await made('trashed', f, { promisedDate: '2030-07-01' });
    await api('DELETE', `/api/order/delete/${ids.trashed}`);
  });

  const list = async (query: string) => {
    const res = await api('GET', `/api/order?${query}`);
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data as { items: { number: string; isOverdue: boolean }[]; total: number };
  };
  const keysOf = (page: { items: { number: string }[] }) =>
    page.items.map((o) => Object.keys(numbers).find((k) => numbers[k] === o.number));

  it('lists live orders, newest number first, with a total', async () => {
    const page = await list('');
    expect(keysOf(page)).toEqual(['delivered', 'produced', 'gala', 'late']);
    expect(page.total).toBe(4);
  });

  it('searches number, client and institution, and filters by status, line, dates and overdue', async () => {
    expect(keysOf(await list(`q=${numbers.gala}`))).toEqual(['gala']);
    expect(keysOf(await list(`q=${numbers.gala!.slice(4)}`))).toEqual(['gala']);
    expect(keysOf(await list('q=cliente l2'))).toEqual(['delivered', 'gala']);
    expect(keysOf(await list('q=COLEGIO%20L1'))).toEqual(['produced', 'late']);
    expect(keysOf(await list('status=IN_PRODUCTION'))).toEqual(['produced']);
    expect(keysOf(await list(`lineId=${lineId}`))).toEqual(['gala']);
    expect(keysOf(await list('from=2020-06-01&to=2029-12-31'))).toEqual(['produced']);
    const overdue = await list('overdue=true');
    expect(keysOf(overdue)).toEqual(['produced', 'late']);
    expect(overdue.items.every((o) => o.isOverdue)).toBe(true);
    expect(keysOf(await list('deleted=true'))).toEqual(['trashed']);
  });

  it('sorts by every listed field and pages', async () => {
    expect(keysOf(await list('sort=promisedDate'))).toEqual([
      'delivered',
      'late',
      'produced',
      'gala',
    ]);
    expect(keysOf(await list('sort=-promisedDate&page=2&pageSize=3'))).toEqual(['delivered']);
    expect(keysOf(await list('sort=client'))).toEqual(['late', 'produced', 'gala', 'delivered']);
    expect(keysOf(await list('sort=status&pageSize=1'))).toEqual(['delivered']);
    expect(keysOf(await list('sort=-totalCents'))).toEqual([
      'delivered',
      'produced',
      'late',
      'gala',
    ]);
    expect((await list('sort=createdAt')).total).toBe(4);
  });

  it('refuses bad list queries with Spanish messages', async () => {
    const bad = async (query: string) => failure(await api('GET', `/api/order?${query}`));
    for (const [query, message] of [
      ['status=LOST', expect.stringContaining("'PENDING'")],
      ['from=2020-13-01', 'Ingrese una fecha válida (AAAA-MM-DD)'],
      [
        'from=2021-01-01&to=2020-01-01',
        "La fecha 'desde' no puede ser posterior a la fecha 'hasta'",
      ],
      ['overdue=yes', "El parámetro 'overdue' debe ser 'true' o 'false'"],
      ['lineId=abc', 'El identificador de la línea no es válido'],
      ['sort=price', expect.stringContaining('Orden no válido')],
    ]) {
      expect(await bad(query), query).toMatchObject({ statusCode: 400, message });
    }
  });

  it('exports the filtered orders as CSV with Spanish headers', async () => {
    const res = await api('GET', '/api/order/export.csv?overdue=true');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Número;Cliente;Institución;Estado;Fecha de entrega;Atrasado;Artículos;Personas;Total (Bs);Notas;Creado por;Fecha de creación;Actualizado por;Fecha de actualización',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `${numbers.produced};Cliente L1;Colegio L1;En producción;2021-01-01;Sí;3 x BIR-L1;0;76,50;`,
    );
  });
});

describe(`orders: the search index follows every change (${testDialect})`, () => {
  const { api } = signedInCaller('DIRECTOR', 'Dora Directora');

  it('finds an order by its new client after an update, and no longer by the old one', async () => {
    const f = await orderFixtures(api, 'Q1');
    const g = await orderFixtures(api, 'Q2');
    const order = await createOrder(api, f);
    const found = async (q: string) =>
      (
        (await api('GET', `/api/order?q=${encodeURIComponent(q)}`)).body.data.items as {
          id: number;
        }[]
      ).map((o) => o.id);
    expect(await found('Cliente Q1')).toEqual([order.id]);
    const updated = await api('PUT', '/api/order/update', {
      ...orderBody(g),
      id: order.id,
      version: order.version,
    });
    expect(updated.statusCode, updated.text).toBe(200);
    expect(await found('Cliente Q2')).toEqual([order.id]);
    expect(await found('Cliente Q1')).toEqual([]);
    expect(await found(order.number.slice(4))).toEqual([order.id]);
  });
});
