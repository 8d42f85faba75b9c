import type { Product } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { fakeBulk } from '../../../test/fake-bulk';
import {
  fakeWriteRoutes,
  MADE_BY_ANA,
  pagedAnswer,
  recordMaker,
} from '../../../test/fake-trashable';

export const makeProduct = recordMaker<Product>(300, (id) => ({
  code: `PRD-${id}`,
  name: `Producto ${id}`,
  kind: 'GARMENT',
  modelId: null,
  modelColorId: null,
  model: null,
  modelColor: null,
  priceCents: 12050,
  unit: 'unidad',
  description: [],
  status: 'ACTIVE',
  sizes: [],
  sizeChartId: null,
  sizeChart: null,
  media: [],
  siatActivityCode: null,
  siatProductCode: null,
  siatUnitCode: null,
  ...MADE_BY_ANA,
}));

export const LINE = { id: 5, name: 'Togas' };

/** A size chart products may use: S and M share 130. */
export const SCHOOL_CHART = {
  id: 77,
  name: 'Escolar',
  lineId: null,
  line: null,
  isDefault: false,
  sizes: [
    { id: 1, name: 'S', minHeightCm: 100, maxHeightCm: 130 },
    { id: 2, name: 'M', minHeightCm: 130, maxHeightCm: 150 },
  ],
  productCount: 0,
  ...MADE_BY_ANA,
};
export const MODEL = {
  id: 8,
  name: 'Toga Clásica',
  description: '[]',
  status: 'ACTIVE',
  lineId: LINE.id,
  line: LINE,
  ...MADE_BY_ANA,
  deletedBy: null,
  media: [],
  colors: [
    {
      id: 41,
      modelId: 8,
      baseName: 'Negro',
      baseHexa: '#000000',
      frameName: 'Dorado',
      frameHexa: '#D4AF37',
    },
    {
      id: 42,
      modelId: 8,
      baseName: 'Azul',
      baseHexa: '#1E3A8A',
      frameName: 'Plata',
      frameHexa: '#C0C0C0',
    },
  ],
};

/** A fake of the product endpoints (and the lines and models the pickers read). */
export function fakeProductsServer(products: Product[], answers: Record<string, FakeAnswer> = {}) {
  const state = { products: [...products] };
  return fakeApi({
    'GET /api/product?*': ({ query }) => pagedAnswer(state.products, query),
    'GET /api/product/export.csv?*': () => ({ file: '\uFEFFCódigo;Nombre\r\n' }),
    'POST /api/product/bulk': fakeBulk(
      () => state.products,
      { one: 'producto', many: 'productos' },
      answers.bulk,
    ),
    'GET /api/product/:id': ({ params }) =>
      answers.one ?? { data: state.products.find((p) => p.id === Number(params.id)) },
    'GET /api/line/all/active': () => ({
      data: [{ ...LINE, color: '#000000', status: 'ACTIVE', description: '[]' }],
    }),
    'GET /api/model/all/lineId/:lineId': () => ({ data: [MODEL] }),
    'GET /api/size-chart?*': ({ query }) => pagedAnswer([SCHOOL_CHART], query),
    ...fakeWriteRoutes('product', makeProduct, answers, {
      created: 'Producto creado exitosamente',
      updated: 'Producto actualizado exitosamente',
      deleted: 'Producto eliminado exitosamente',
    }),
    'POST /api/product/generate': ({ body }) =>
      answers.generate ?? {
        message: 'Se crearon 1 producto y se omitieron 1 por código existente',
        data: {
          created: [makeProduct({ code: 'TOGA-AZUL', name: 'Toga Azul' })],
          skipped: [(body as { items: { code: string }[] }).items[0]!.code],
        },
      },
  });
}
