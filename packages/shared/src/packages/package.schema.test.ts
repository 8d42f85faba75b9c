import { describe, expect, it } from 'vitest';
import { CreatePackageInputSchema, packageTotals } from './package.schema';

const body = {
  code: 'pck-1',
  name: 'Pack Escolar',
  items: [
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 1 },
  ],
  priceMode: 'FIXED',
  priceCents: 1000,
};

describe('packages', () => {
  it('sums items in cents and shows the saving of a fixed price', () => {
    const items = [
      { quantity: 3, priceCents: 1999 },
      { quantity: 1, priceCents: 1 },
    ];
    expect(packageTotals(items, 'SUM', 5)).toEqual({
      sumCents: 5998,
      priceCents: 5998,
      savingCents: 0,
    });
    expect(packageTotals(items, 'FIXED', 5000)).toEqual({
      sumCents: 5998,
      priceCents: 5000,
      savingCents: 998,
    });
  });

  it('needs an item, each product once, and a price when fixed', () => {
    expect(CreatePackageInputSchema.parse(body).code).toBe('PCK-1');
    const message = (b: object) => CreatePackageInputSchema.safeParse(b).error?.issues[0]?.message;
    expect(message({ ...body, items: [] })).toBe('El paquete debe tener al menos un producto');
    expect(message({ ...body, items: [body.items[0], body.items[0]] })).toBe(
      'Un producto solo puede aparecer una vez en el paquete',
    );
    expect(message({ ...body, priceCents: undefined })).toBe(
      'Con precio fijo, el precio es requerido',
    );
    expect(message({ ...body, items: [{ productId: 1, quantity: 0 }] })).toBe(
      'La cantidad debe ser un número entero entre 1 y 10000',
    );
    expect(
      CreatePackageInputSchema.safeParse({ ...body, priceMode: 'SUM', priceCents: undefined })
        .success,
    ).toBe(true);
  });
});
