import type { Package, Product } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer } from '../../../test/fake-trashable';
import { makeProduct } from '../../products/pages/products-page.fixtures';

export const TOGA = makeProduct({ code: 'TOG-1', name: 'Toga Negra', priceCents: 45000 });
export const BIRRETE = makeProduct({ code: 'BIR-1', name: 'Birrete', priceCents: 15050 });

const itemOf = (product: Product, quantity: number) => ({
  productId: product.id,
  quantity,
  product: { ...product, deletedAt: null },
  subtotalCents: product.priceCents * quantity,
});

export function makePackage(overrides: Partial<Package> = {}): Package {
  const items = [itemOf(TOGA, 1), itemOf(BIRRETE, 2)];
  const sumCents = items.reduce((sum, item) => sum + item.subtotalCents, 0);
  return {
    id: 70,
    code: 'PCK-1',
    name: 'Pack Graduación',
    description: [],
    priceMode: 'FIXED',
    priceCents: 70000,
    sumCents,
    savingCents: sumCents - 70000,
    status: 'ACTIVE',
    items,
    media: [],
    ...MADE_BY_ANA,
    ...overrides,
  };
}

/** A fake of the pack endpoints and the product search the picker makes. */
export function fakePackagesServer(packages: Package[], answers: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /api/package?*': ({ query }) => pagedAnswer(packages, query),
    'GET /api/package/:id': ({ params }) => {
      const pack = packages.find((p) => p.id === Number(params.id));
      return pack ? { data: pack } : { status: 404, message: 'Paquete no encontrado' };
    },
    'GET /api/product?*': ({ query }) =>
      pagedAnswer(
        [TOGA, BIRRETE].filter(
          (p) => !query.q || p.name.toLowerCase().includes(query.q.toLowerCase()),
        ),
        query,
      ),
    'POST /api/package/create': ({ body }) =>
      answers.create ?? {
        message: 'Paquete creado exitosamente',
        data: { ...makePackage(), ...(body as object) },
      },
    'PUT /api/package/update': ({ body }) =>
      answers.update ?? {
        message: 'Paquete actualizado exitosamente',
        data: { ...makePackage(), ...(body as object) },
      },
    'DELETE /api/package/delete/:id': () => ({
      message: 'Paquete eliminado exitosamente',
      data: null,
    }),
  });
}
