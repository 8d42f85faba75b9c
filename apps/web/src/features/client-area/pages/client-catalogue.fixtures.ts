import type { Catalogue } from '@taller/shared';

/** A client's catalogue of one unsized product, a cap. */
export const CATALOGUE: Catalogue = {
  products: [
    {
      id: 12,
      code: 'GORRA-01',
      name: 'Gorra',
      kind: 'ACCESSORY',
      model: null,
      modelColor: null,
      priceCents: 2500,
      unit: 'unidad',
      description: [],
      sizes: [],
      media: [],
    },
  ],
  packages: [],
};
