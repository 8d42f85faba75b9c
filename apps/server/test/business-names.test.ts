import { describe, expect, it } from 'vitest';
import { productBody } from './catalogue-helpers';
import { SIZES } from './order-helpers';
import { expectRefused, okData, signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

const refused = (character: string) =>
  `No se permite «${character}» en un nombre: use letras, números, espacios y . , ' - ( ) : / & + #`;

describe(`names as businesses write them are stored as typed (${testDialect})`, () => {
  const { api } = signedInCaller('DIRECTOR', 'Diana Directora');

  const create = async (url: string, body: object) => {
    const res = await api('POST', url, body);
    expect(res.statusCode, res.text).toBe(200);
    return res.body.data;
  };

  it('a client, an institution and its contact', async () => {
    const institution = await create('/api/institution/create', {
      name: 'U.E. San José (Fe y Alegría) #2',
      type: 'COLEGIO',
      contactName: "Lic. María O'Brien / Dirección",
    });
    expect(institution).toMatchObject({
      name: 'U.E. San José (Fe y Alegría) #2',
      contactName: "Lic. María O'Brien / Dirección",
    });
    const client = await create('/api/client/create', {
      name: 'María Fernanda Quiroga (U.E. San José)',
      documentNumber: '7654321 LP',
      institutionId: institution.id,
    });
    const read = await api('GET', `/api/client/${client.id}`);
    expect(read.body.data.name).toBe('María Fernanda Quiroga (U.E. San José)');
    const found = await api('GET', `/api/client?q=${encodeURIComponent('(U.E. San')}`);
    expect(found.body.data.items.map((c: { id: number }) => c.id)).toEqual([client.id]);
  });

  it('a product, a pack of it, and an order whose people carry such names', async () => {
    const polo = await create(
      '/api/product/create',
      productBody('POLO-34', { name: 'Polo azul: talla 6/8 + bordado #1', sizes: SIZES }),
    );
    expect(polo.name).toBe('Polo azul: talla 6/8 + bordado #1');
    const pack = await create('/api/package/create', {
      code: 'PCK-34',
      name: 'Pack escolar: polo azul + gorra',
      items: [{ productId: polo.id, quantity: 1 }],
      priceMode: 'SUM',
    });
    expect((await api('GET', `/api/package/${pack.id}`)).body.data.name).toBe(
      'Pack escolar: polo azul + gorra',
    );
    const client = await create('/api/client/create', {
      name: 'Rojas & Hijos',
      documentNumber: '34',
    });
    const order = await api('POST', '/api/order/create', {
      clientId: client.id,
      promisedDate: '2030-05-20',
      items: [
        {
          productId: polo.id,
          people: [
            { name: 'Ana-Lucía O’Neil (5.º B)', heightCm: 130 },
            { name: 'Diego Mamani: delegado', heightCm: 150 },
          ],
        },
      ],
    });
    expect(
      okData(order, 'Pedido creado exitosamente').items[0].people.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Ana-Lucía O’Neil (5.º B)', 'Diego Mamani: delegado']);
  });

  it('a material and its supplier, on the material and on a purchase', async () => {
    const material = await create('/api/material/create', {
      code: 'TEL-34',
      name: 'Tela piqué (algodón) 1,5 m / rollo',
      unit: 'metro',
      supplier: 'Textiles Andinos S.R.L. (La Paz) & Cía.',
    });
    expect(material.supplier).toBe('Textiles Andinos S.R.L. (La Paz) & Cía.');
    const res = await api('POST', '/api/material/movement', {
      type: 'IN',
      materialId: material.id,
      quantity: 10,
      supplier: 'Hilos + Botones #3',
    });
    expect(res.statusCode, res.text).toBe(200);
  });

  it('refuses a character outside the rule, naming it, and stores nothing', async () => {
    expectRefused(
      await api('POST', '/api/client/create', { name: 'Ana <b>', documentNumber: '35' }),
      400,
      refused('<'),
    );
    expectRefused(
      await api('POST', '/api/package/create', {
        code: 'PCK-35',
        name: 'Pack 😀',
        items: [{ productId: 999, quantity: 1 }],
        priceMode: 'SUM',
      }),
      400,
      refused('😀'),
    );
    expectRefused(
      await api('POST', '/api/material/create', {
        code: 'TEL-35',
        name: 'Tela',
        unit: 'metro',
        supplier: 'ventas@textiles',
      }),
      400,
      refused('@'),
    );
    expect((await api('GET', '/api/client?q=Ana')).body.data.items).toEqual([]);
  });

  it("keeps SPEC.md §5's line name rule for lines", async () => {
    expectRefused(
      await api('POST', '/api/line/create', { name: 'Línea: verano' }),
      400,
      'El nombre solo puede contener letras, números y espacios.',
    );
  });
});
