import type { Material, Requirements } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { fakeBulk } from '../../../test/fake-bulk';
import { MADE_BY_ANA, pagedAnswer, recordMaker } from '../../../test/fake-trashable';

export const makeMaterial = recordMaker<Material>(300, (id) => ({
  code: `MAT-${id}`,
  name: `Material ${id}`,
  unit: 'metro',
  color: '#1A1A1A',
  supplier: 'Textiles Andinos',
  supplierId: 7,
  purchaseUnit: null,
  minStock: 5,
  location: 'Estante A',
  status: 'ACTIVE',
  stock: 20,
  isLowStock: false,
  valueCents: 47000,
  averageCostCents: 2350,
  ...MADE_BY_ANA,
}));

export const ORDER = { id: 42, number: 'PED-2026-00042', status: 'IN_PRODUCTION' };

export const orderRequirements = (material: Material): Requirements => ({
  orders: [ORDER],
  lines: [
    {
      material: {
        id: material.id,
        code: material.code,
        name: material.name,
        unit: material.unit,
        color: null,
      },
      required: 20.5,
      consumed: 0,
      pending: 20.5,
      available: 15,
      shortfall: 5.5,
    },
  ],
  productsWithoutMaterials: ['CINTA-01'],
});

/** A fake of the material endpoints; `answers` overrides a route by name. */
export function fakeMaterialsServer(
  materials: Material[],
  answers: Record<string, FakeAnswer> = {},
) {
  return fakeApi({
    'GET /api/material?*': ({ query }) => pagedAnswer(materials, query),
    'GET /api/material/export.csv?*': () => ({ file: '\uFEFFCódigo;Nombre\r\n' }),
    'POST /api/material/bulk': fakeBulk(
      () => materials,
      { one: 'material', many: 'materiales' },
      answers.bulk,
    ),
    'GET /api/material/:id': ({ params }) => ({
      data: materials.find((m) => m.id === Number(params.id)),
    }),
    'GET /api/material/:id/movements?*': () =>
      answers.ledger ?? { data: { items: [], total: 0, page: 1, pageSize: 10 } },
    'POST /api/material/movement': ({ body }) =>
      answers.movement ?? {
        message: 'Movimiento registrado exitosamente',
        data: { id: 900, ...(body as object) },
      },
    'POST /api/material/receipt': ({ body }) =>
      answers.receipt ?? {
        message: `Entrada de materiales registrada: ${(body as { lines: unknown[] }).lines.length} líneas`,
        data: { lines: [] },
      },
    'GET /api/order?*': () => ({ data: { items: [ORDER], total: 1, page: 1, pageSize: 100 } }),
    'GET /api/order/:id/materials': () =>
      answers.requirements ?? { data: orderRequirements(materials[0]!) },
    'POST /api/order/:id/consume': () =>
      answers.consume ?? {
        message: 'Consumo registrado: 1 movimiento de salida',
        data: { movementIds: [901], requirements: orderRequirements(materials[0]!) },
      },
  });
}
