import { describe, expect, it } from 'vitest';
import { modelWithColors, productBody, productCreator } from './catalogue-helpers';
import { loginAs } from './auth-helpers';
import { expectStaffOnly, resourceCalls } from './line-helpers';
import { expectRefused, failure, itRefuses, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

describe(`products (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  const create = productCreator(api);
  const codes = (res: { body: { data: { items: { code: string }[] } } }) =>
    res.body.data.items.map((p) => p.code);

  it('creates a product: upper-cased code, cents as sent, sizes in order, audit from the user', async () => {
    const res = await api(
      'POST',
      '/api/product/create',
      productBody(' tog-001 ', {
        name: 'Toga Clásica',
        priceCents: 19999,
        createdBy: 'otro',
        sizes: [
          { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
          { name: 'M', minHeightCm: '150,5', maxHeightCm: 170 },
        ],
      }),
    );
    expect(okData(res, 'Producto creado exitosamente')).toMatchObject({
      code: 'TOG-001',
      name: 'Toga Clásica',
      kind: 'GARMENT',
      priceCents: 19999,
      unit: 'unidad',
      description: ['Hecho a medida'],
      status: 'ACTIVE',
      model: null,
      modelColor: null,
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
        { name: 'M', minHeightCm: 150.5, maxHeightCm: 170 },
      ],
      media: [],
      createdBy: 'Diana Directora',
      deletedAt: null,
    });
    const again = await api('GET', `/api/product/${res.body.data.id}`);
    expect(again.body.data.sizes.map((s: { minHeightCm: number }) => s.minHeightCm)).toEqual([
      100, 150.5,
    ]);
  });

  it('keeps money exact: cents that floats would round come back as sent', async () => {
    for (const cents of [1, 10, 29, 57, 1005, 999_999_999, 1_000_000_000]) {
      const p = await create(`CENT-${cents}`, { priceCents: cents });
      expect(p.priceCents).toBe(cents);
      const read = await api('GET', `/api/product/${p.id}`);
      expect(read.body.data.priceCents).toBe(cents);
    }
  });

  it('refuses a code already used by a live product, whatever its case', async () => {
    const res = await api('POST', '/api/product/create', productBody('Tog-001'));
    expectRefused(res, 409, 'Ya existe un producto con este código');
  });

  itRefuses(
    'refuses %j with 400: %s',
    (body: object) => api('POST', '/api/product/create', { ...productBody('BAD-1'), ...body }),
    [
      [{ code: '' }, 'El código es requerido'],
      [
        { code: 'TOG 1' },
        'El código solo puede contener letras, números, guiones, puntos y guiones bajos',
      ],
      [
        { name: 'Toga <1>' },
        "No se permite «<» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #",
      ],
      [{ name: ' ' }, 'El nombre es requerido'],
      [{ kind: undefined }, 'El tipo es requerido'],
      [{ kind: 'ROPA' }, 'Tipo de producto no válido'],
      [{ priceCents: undefined }, 'El precio es requerido'],
      [
        { priceCents: 10.5 },
        'El precio debe ser un número entero de centavos entre 0 y 1000000000',
      ],
      [{ priceCents: -1 }, 'El precio debe ser un número entero de centavos entre 0 y 1000000000'],
      [
        { priceCents: '100' },
        'El precio debe ser un número entero de centavos entre 0 y 1000000000',
      ],
      [{ unit: 'par!' }, 'No se permiten caracteres especiales'],
      [{ modelColorId: 5 }, 'Seleccione primero el modelo de la combinación de colores'],
      [{ modelId: 999999 }, 'El modelo seleccionado no existe o fue eliminado'],
      [
        { sizes: [{ name: 'S', minHeightCm: 99, maxHeightCm: 150 }] },
        'La estatura debe estar entre 100cm y 250cm',
      ],
      [
        { sizes: [{ name: 'S', minHeightCm: 100, maxHeightCm: 251 }] },
        'La estatura debe estar entre 100cm y 250cm',
      ],
      [
        { sizes: [{ name: 'S', minHeightCm: 'alto', maxHeightCm: 150 }] },
        'Ingrese un número válido',
      ],
      [
        { sizes: [{ name: 'S', minHeightCm: 160, maxHeightCm: 150 }] },
        'En la talla S, la estatura mínima no puede ser mayor que la máxima',
      ],
      [
        {
          sizes: [
            { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
            { name: 's', minHeightCm: 160, maxHeightCm: 170 },
          ],
        },
        'La talla s está repetida',
      ],
      [
        { sizes: [{ name: '', minHeightCm: 100, maxHeightCm: 150 }] },
        'El nombre de la talla es requerido',
      ],
      [
        { sizes: [{ name: 'S', minHeightCm: 100.25, maxHeightCm: 150 }] },
        'La estatura puede tener como máximo un decimal',
      ],
    ],
  );

  it.each([
    [
      [
        { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
        { name: 'M', minHeightCm: 140, maxHeightCm: 170 },
      ],
      'Las tallas S y M se superponen: una estatura solo puede corresponder a una talla',
    ],
    [
      [
        { name: 'L', minHeightCm: 170, maxHeightCm: 200 },
        { name: 'XL', minHeightCm: 120, maxHeightCm: 180 },
      ],
      'Las tallas L y XL se superponen: una estatura solo puede corresponder a una talla',
    ],
  ])('refuses overlapping sizes, naming both (%#)', async (sizes, message) => {
    const res = await api('POST', '/api/product/create', productBody('OVER-1', { sizes }));
    expect(failure(res)).toEqual({ statusCode: 400, status: 400, message });
  });

  it('accepts gaps between sizes', async () => {
    const p = await create('GAP-1', {
      sizes: [
        { name: '1.60', minHeightCm: 155, maxHeightCm: 165 },
        { name: '1.80', minHeightCm: 175, maxHeightCm: 185 },
      ],
    });
    expect(p.code).toBe('GAP-1');
  });

  describe('linked to a model', () => {
    it('links a model and one of its colour combinations, and refuses a foreign colour', async () => {
      const model = await modelWithColors(api, 'Togas', 'Toga Magister');
      const other = await modelWithColors(api, 'Birretes', 'Birrete');
      const res = await api(
        'POST',
        '/api/product/create',
        productBody('TM-1', { modelId: model.id, modelColorId: model.colors[1]!.id }),
      );
      expect(res.body.data).toMatchObject({
        modelId: model.id,
        model: { id: model.id, name: 'Toga Magister', line: { name: 'Togas' } },
        modelColor: { id: model.colors[1]!.id, baseName: 'Azul', frameName: 'Plata' },
      });
      const foreign = await api(
        'POST',
        '/api/product/create',
        productBody('TM-2', { modelId: model.id, modelColorId: other.colors[0]!.id }),
      );
      expect(failure(foreign).message).toBe(
        'La combinación de colores no pertenece al modelo seleccionado',
      );
      const noColor = await api(
        'POST',
        '/api/product/create',
        productBody('TM-3', { modelId: model.id }),
      );
      expect(failure(noColor).message).toBe('Seleccione una combinación de colores del modelo');

      // A colour the model's update removes leaves the product on its model, without a colour.
      await api('PUT', '/api/model/update', {
        id: model.id,
        name: model.name,
        lineId: model.lineId,
        colors: [model.colors[0]],
      });
      const after = await api('GET', `/api/product/${res.body.data.id}`);
      expect(after.body.data).toMatchObject({
        modelId: model.id,
        modelColorId: null,
        modelColor: null,
      });
    });

    it('generates one product per colour combination, skipping codes that exist', async () => {
      const model = await modelWithColors(api, 'Graduacion', 'Toga Doctoral');
      const first = await api('POST', '/api/product/generate', { modelId: model.id });
      expect(okData(first, 'Se crearon 2 productos')).toMatchObject({ skipped: [] });
      expect(first.body.data.created).toMatchObject([
        {
          code: 'TOGA-DOCTORAL-01',
          name: 'Toga Doctoral Negro Dorado',
          modelColorId: model.colors[0]!.id,
          kind: 'GARMENT',
          priceCents: 0,
          description: ['Tela de raso'],
        },
        { code: 'TOGA-DOCTORAL-02', name: 'Toga Doctoral Azul Plata' },
      ]);
      const edited = await api('POST', '/api/product/generate', {
        modelId: model.id,
        kind: 'ACCESSORY',
        priceCents: 4550,
        items: [
          { modelColorId: model.colors[0]!.id, code: 'toga-doctoral-01', name: 'Otra' },
          { modelColorId: model.colors[1]!.id, code: 'TD-AZUL', name: 'Toga Azul' },
        ],
      });
      expect(edited.body.message).toBe(
        'Se crearon 1 producto y se omitieron 1 por código existente',
      );
      expect(edited.body.data.skipped).toEqual(['TOGA-DOCTORAL-01']);
      expect(edited.body.data.created).toMatchObject([
        { code: 'TD-AZUL', name: 'Toga Azul', kind: 'ACCESSORY', priceCents: 4550 },
      ]);
    });

    it('refuses to generate from an unknown model, or from colours of another model', async () => {
      expectRefused(
        await api('POST', '/api/product/generate', { modelId: 999999 }),
        404,
        'Modelo no encontrado',
      );
      const model = await modelWithColors(api, 'Otra Linea', 'Modelo Sin Uso');
      const res = await api('POST', '/api/product/generate', {
        modelId: model.id,
        items: [{ modelColorId: 999999, code: 'X-1', name: 'X' }],
      });
      expect(failure(res).message).toBe(
        'La combinación de colores no pertenece al modelo seleccionado',
      );
    });
  });

  describe('list', () => {
    it('searches code, name and model; filters by line, model, kind and status; pages and sorts', async () => {
      const model = await modelWithColors(api, 'Lista Linea', 'Ñandutí Especial');
      await create('LST-A', { name: 'Chaqueta Azul', kind: 'GARMENT', priceCents: 300 });
      await create('LST-B', {
        name: 'Banda Roja',
        kind: 'ACCESSORY',
        priceCents: 100,
        modelId: model.id,
        modelColorId: model.colors[0]!.id,
      });
      await create('LST-C', {
        name: 'Bordado',
        kind: 'SERVICE',
        priceCents: 200,
        status: 'INACTIVE',
      });

      expect(codes(await api('GET', '/api/product?q=lst&sort=code'))).toEqual([
        'LST-A',
        'LST-B',
        'LST-C',
      ]);
      expect(codes(await api('GET', '/api/product?q=chaqueta'))).toEqual(['LST-A']);
      expect(codes(await api('GET', '/api/product?q=%C3%B1anduti'))).toEqual(['LST-B']);
      expect(codes(await api('GET', `/api/product?lineId=${model.lineId}`))).toEqual(['LST-B']);
      expect(codes(await api('GET', `/api/product?modelId=${model.id}`))).toEqual(['LST-B']);
      expect(codes(await api('GET', '/api/product?q=lst&kind=SERVICE'))).toEqual(['LST-C']);
      expect(codes(await api('GET', '/api/product?q=lst&status=INACTIVE'))).toEqual(['LST-C']);
      expect(codes(await api('GET', '/api/product?q=lst&sort=-priceCents'))).toEqual([
        'LST-A',
        'LST-C',
        'LST-B',
      ]);
      const page = await api('GET', '/api/product?q=lst&sort=code&page=2&pageSize=2');
      expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(codes(page)).toEqual(['LST-C']);
    });

    itRefuses('refuses %s', (query) => api('GET', `/api/product?${query}`), [
      ['kind=ROPA', 'Tipo de producto no válido'],
      ['lineId=abc', 'El identificador de la línea no es válido'],
      ['modelId=0', 'El identificador del modelo no es válido'],
      [
        'sort=unit',
        'Orden no válido. Valores permitidos: code, -code, name, -name, kind, -kind, priceCents, -priceCents, status, -status, createdAt, -createdAt',
      ],
    ]);

    it('exports the filtered list as CSV with prices in Bs', async () => {
      const res = await ctx.t.app.inject({
        url: '/api/product/export.csv?q=lst-a',
        headers: { authorization: `Bearer ${ctx.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.replace('\uFEFF', '').split('\r\n');
      expect(lines[0]).toContain('Código;Nombre;Tipo;Línea;Modelo;Colores;Precio (Bs)');
      expect(lines[1]).toContain('LST-A;Chaqueta Azul;Prenda;;;;3,00;unidad');
      expect(lines).toHaveLength(3);
    });
  });

  it('updates only what is sent, keeps stored sizes by id and replaces the table', async () => {
    const p = await create('UPD-1', {
      sizes: [
        { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
        { name: 'M', minHeightCm: 151, maxHeightCm: 170 },
      ],
    });
    const stored = (await api('GET', `/api/product/${p.id}`)).body.data.sizes;
    const res = await api('PUT', '/api/product/update', {
      id: p.id,
      priceCents: 333,
      sizes: [
        { id: stored[1].id, name: 'M', minHeightCm: 140, maxHeightCm: 170 },
        { name: 'L', minHeightCm: 171, maxHeightCm: 250 },
      ],
    });
    expect(okData(res, 'Producto actualizado exitosamente')).toMatchObject({
      code: 'UPD-1',
      priceCents: 333,
      sizes: [
        { id: stored[1].id, name: 'M', minHeightCm: 140 },
        { name: 'L', minHeightCm: 171, maxHeightCm: 250 },
      ],
    });
    const clash = await api('PUT', '/api/product/update', { id: p.id, code: 'tog-001' });
    expect(failure(clash).statusCode).toBe(409);
    const foreign = await api('PUT', '/api/product/update', {
      id: p.id,
      sizes: [{ id: 999999, name: 'X', minHeightCm: 100, maxHeightCm: 110 }],
    });
    expect(failure(foreign).message).toBe('La talla 999999 no pertenece a este producto');
    expectRefused(
      await api('PUT', '/api/product/update', { id: 999999, name: 'X' }),
      404,
      'Producto no encontrado',
    );
  });

  it('deletes to the trash and restores; a restore whose code was taken is refused', async () => {
    const p = await create('TRASH-1', { name: 'Gorro' });
    const del = await api('DELETE', `/api/product/delete/${p.id}`);
    okData(del, 'Producto Gorro eliminado exitosamente');
    expect(del.body.data.deletedAt).not.toBeNull();
    expect(codes(await api('GET', '/api/product?q=trash-1'))).toEqual([]);
    expect(codes(await api('GET', '/api/product?q=trash-1&deleted=true'))).toEqual(['TRASH-1']);
    expect(failure(await api('DELETE', `/api/product/delete/${p.id}`)).statusCode).toBe(404);

    const twin = await create('TRASH-1', { name: 'Gorro Nuevo' });
    expectRefused(
      await api('POST', `/api/product/restore/${p.id}`),
      409,
      'Ya existe un producto con este código',
    );
    await api('DELETE', `/api/product/delete/${twin.id}`);
    const back = await api('POST', `/api/product/restore/${p.id}`);
    okData(back, 'Producto Gorro restaurado exitosamente');
    expectRefused(
      await api('POST', `/api/product/restore/${p.id}`),
      409,
      'El producto no está en la papelera',
    );
  });

  it('is for staff only: a client gets 403, no token 401', async () => {
    const client = await loginAs(ctx.t, 'CLIENTE');
    await expectStaffOnly(ctx.t, client.token, [
      ...resourceCalls('product', productBody('ROLE-1')),
      ['POST', '/api/product/generate', { modelId: 1 }],
    ]);
  });
});
