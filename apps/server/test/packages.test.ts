import { describe, expect, it } from 'vitest';
import { productCreator } from './catalogue-helpers';
import { loginAs } from './auth-helpers';
import { expectStaffOnly, resourceCalls } from './line-helpers';
import { expectRefused, failure, itRefuses, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`packages (${testDialect})`, () => {
  const ctx = signedInCaller('ADMINISTRADOR', 'Ana Admin');
  const { api } = ctx;
  const product = productCreator(api);

  const packBody = (
    code: string,
    items: { productId: number; quantity: number }[],
    extra = {},
  ) => ({
    code,
    name: `Pack ${code.replace(/[^A-Za-z0-9]/g, ' ')}`,
    description: ['Incluye entrega'],
    items,
    priceMode: 'FIXED',
    priceCents: 10000,
    status: 'ACTIVE',
    media: [],
    ...extra,
  });

  it('creates a fixed-price pack: items with products and subtotals, sum and saving in cents', async () => {
    const toga = await product('PK-TOGA', { name: 'Toga', priceCents: 4599 });
    const birrete = await product('PK-BIRRETE', { name: 'Birrete', priceCents: 1999 });
    const res = await api(
      'POST',
      '/api/package/create',
      packBody(
        'pck-001',
        [
          { productId: toga.id, quantity: 2 },
          { productId: birrete.id, quantity: 1 },
        ],
        { priceCents: 9900 },
      ),
    );
    expect(okData(res, 'Paquete creado exitosamente')).toMatchObject({
      code: 'PCK-001',
      priceMode: 'FIXED',
      priceCents: 9900,
      sumCents: 11197,
      savingCents: 1297,
      description: ['Incluye entrega'],
      createdBy: 'Ana Admin',
      items: [
        {
          productId: toga.id,
          quantity: 2,
          subtotalCents: 9198,
          product: { code: 'PK-TOGA', priceCents: 4599 },
        },
        {
          productId: birrete.id,
          quantity: 1,
          subtotalCents: 1999,
          product: { code: 'PK-BIRRETE' },
        },
      ],
    });

    // SUM: the price follows the products.
    const sum = await api(
      'POST',
      '/api/package/create',
      packBody('PCK-SUM', [{ productId: toga.id, quantity: 3 }], {
        priceMode: 'SUM',
        priceCents: 5,
      }),
    );
    expect(sum.body.data).toMatchObject({ priceCents: 13797, sumCents: 13797, savingCents: 0 });
    await api('PUT', '/api/product/update', { id: toga.id, priceCents: 5000 });
    const later = await api('GET', `/api/package/${sum.body.data.id}`);
    expect(later.body.data).toMatchObject({ priceCents: 15000, sumCents: 15000 });
  });

  itRefuses(
    'refuses %j with 400: %s',
    (body: object) =>
      api('POST', '/api/package/create', {
        ...packBody('PCK-BAD', [{ productId: 1, quantity: 1 }]),
        ...body,
      }),
    [
      [{ items: [] }, 'El paquete debe tener al menos un producto'],
      [{ items: undefined }, 'La lista de productos del paquete no es válida'],
      [
        { items: [{ productId: 1, quantity: 0 }] },
        'La cantidad debe ser un número entero entre 1 y 10000',
      ],
      [
        { items: [{ productId: 1, quantity: 1.5 }] },
        'La cantidad debe ser un número entero entre 1 y 10000',
      ],
      [{ items: [{ quantity: 1 }] }, 'Seleccione un producto'],
      [
        {
          items: [
            { productId: 1, quantity: 1 },
            { productId: 1, quantity: 2 },
          ],
        },
        'Un producto solo puede aparecer una vez en el paquete',
      ],
      [{ priceCents: null }, 'Con precio fijo, el precio es requerido'],
      [{ priceMode: 'GRATIS' }, "El modo de precio debe ser 'FIXED' o 'SUM'"],
      [{ priceMode: undefined }, 'El modo de precio es requerido'],
      [
        { items: [{ productId: 999999, quantity: 1 }] },
        'Productos no disponibles (no existen o fueron eliminados): 999999',
      ],
      [
        { name: 'Pack@' },
        "No se permite «@» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
      ],
    ],
  );

  it('keeps codes unique among live packs', async () => {
    const p = await product('PK-UNQ');
    const res = await api(
      'POST',
      '/api/package/create',
      packBody('PCK-001', [{ productId: p.id, quantity: 1 }]),
    );
    expectRefused(res, 409, 'Ya existe un paquete con este código');
  });

  it('refuses to delete a product a live pack uses, naming the packs', async () => {
    const p = await product('PK-USED', { name: 'Banda' });
    const a = await api(
      'POST',
      '/api/package/create',
      packBody('PCK-A', [{ productId: p.id, quantity: 1 }], { name: 'Pack Alfa' }),
    );
    await api(
      'POST',
      '/api/package/create',
      packBody('PCK-B', [{ productId: p.id, quantity: 2 }], {
        name: 'Pack Beta',
        status: 'INACTIVE',
      }),
    );
    expectRefused(
      await api('DELETE', `/api/product/delete/${p.id}`),
      409,
      'No se puede eliminar el producto porque lo usan: paquete PCK-A (Pack Alfa); paquete PCK-B (Pack Beta)',
    );
    // Packs in the trash do not hold it, but one cannot come back without it.
    await api('DELETE', `/api/package/delete/${a.body.data.id}`);
    const b = (await api('GET', '/api/package?q=pck-b')).body.data.items[0];
    await api('DELETE', `/api/package/delete/${b.id}`);
    expect((await api('DELETE', `/api/product/delete/${p.id}`)).statusCode).toBe(200);
    expectRefused(
      await api('POST', `/api/package/restore/${a.body.data.id}`),
      409,
      'No se puede restaurar el paquete: sus productos PK-USED están eliminados',
    );
    await api('POST', `/api/product/restore/${p.id}`);
    const back = await api('POST', `/api/package/restore/${a.body.data.id}`);
    okData(back, 'Paquete Pack Alfa restaurado exitosamente');
  });

  it('updates only what is sent; items replace the list; switching to FIXED needs a price', async () => {
    const x = await product('PK-X', { priceCents: 1000 });
    const y = await product('PK-Y', { priceCents: 250 });
    const created = await api(
      'POST',
      '/api/package/create',
      packBody('PCK-UPD', [{ productId: x.id, quantity: 1 }], { priceMode: 'SUM' }),
    );
    const id = created.body.data.id;
    const toFixed = await api('PUT', '/api/package/update', { id, priceMode: 'FIXED' });
    expectRefused(toFixed, 400, 'Con precio fijo, el precio es requerido');
    const res = await api('PUT', '/api/package/update', {
      id,
      priceMode: 'FIXED',
      priceCents: 1100,
      items: [
        { productId: y.id, quantity: 2 },
        { productId: x.id, quantity: 1 },
      ],
    });
    expect(okData(res, 'Paquete actualizado exitosamente')).toMatchObject({
      code: 'PCK-UPD',
      priceCents: 1100,
      sumCents: 1500,
      savingCents: 400,
      items: [
        { productId: y.id, quantity: 2 },
        { productId: x.id, quantity: 1 },
      ],
    });
    const renamed = await api('PUT', '/api/package/update', { id, name: 'Pack Renombrado' });
    expect(renamed.body.data).toMatchObject({
      name: 'Pack Renombrado',
      priceCents: 1100,
      items: [{}, {}],
    });
    expect(
      failure(await api('PUT', '/api/package/update', { id: 999999, name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('lists with search and status filter, pages, and exports CSV', async () => {
    const list = await api('GET', '/api/package?q=pck&status=ACTIVE&sort=code&pageSize=2');
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 2 });
    expect(list.body.data.items.map((p: { code: string }) => p.code)).toEqual(['PCK-001', 'PCK-A']);
    const res = await ctx.t.app.inject({
      url: '/api/package/export.csv?q=pck-001',
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toContain(
      'Código;Nombre;Productos;Modo de precio;Precio (Bs);Suma de productos (Bs);Ahorro (Bs)',
    );
    expect(lines[1]).toContain(
      'PCK-001;Pack pck 001;2 x PK-TOGA, 1 x PK-BIRRETE;Precio fijo;99,00;119,99;20,99',
    );
  });

  it('is for staff only: a client gets 403, no token 401', async () => {
    const client = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(
      ctx.t,
      client.token,
      resourceCalls('package', packBody('R-1', [{ productId: 1, quantity: 1 }])),
    );
  });
});
