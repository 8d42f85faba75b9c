import type { Order } from '@taller/shared';
import { fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { MADE_BY_ANA, pagedAnswer, recordMaker } from '../../../test/fake-trashable';

/** The first step of an order's timeline: received as PENDING, by Ana. */
export const RECEIVED = {
  from: null,
  to: 'PENDING',
  note: null,
  by: 'Ana Directora',
  at: '2025-01-15T10:00:00.000Z',
} as const;

export const makeOrder = recordMaker<Order>(500, (id) => ({
  number: `PED-2026-${String(id).padStart(5, '0')}`,
  version: 1,
  status: 'PENDING',
  clientId: 7,
  client: { id: 7, name: 'Luis Quispe' },
  institutionId: 3,
  institution: { id: 3, name: 'Colegio San José' },
  promisedDate: '2030-03-15',
  notes: null,
  totalCents: 45000,
  billedCents: 0,
  paidCents: 0,
  owedCents: 45000,
  creditCents: 0,
  peopleCount: 2,
  deliveredPeople: 0,
  totalPeople: 2,
  isOverdue: false,
  items: [
    {
      id: id * 10,
      productId: 11,
      packageId: null,
      product: {
        id: 11,
        code: 'TOGA-01',
        name: 'Toga de graduación',
        modelId: null,
        sizes: [{ name: 'M', minHeightCm: 150, maxHeightCm: 170 }],
      },
      package: null,
      quantity: 2,
      unitPriceCents: 22500,
      discountCents: 0,
      subtotalCents: 45000,
      people: [
        {
          id: 1,
          name: 'Ana Pérez',
          heightCm: 150.5,
          course: null,
          size: 'M',
          suggestedSize: 'M',
          sizeOverridden: false,
          notes: null,
          sizes: [{ productId: 11, size: 'M', suggestedSize: 'M', overridden: false }],
        },
        {
          id: 2,
          name: 'Eva Paz',
          heightCm: 120,
          course: null,
          size: 'M',
          suggestedSize: 'S',
          sizeOverridden: true,
          notes: 'Holgada',
          sizes: [{ productId: 11, size: 'M', suggestedSize: 'S', overridden: true }],
        },
      ],
    },
  ],
  history: [RECEIVED],
  ...MADE_BY_ANA,
}));

/** A fake of the order endpoints; `answers` overrides a route by name. */
export function fakeOrdersServer(orders: Order[], answers: Record<string, FakeAnswer> = {}) {
  const state = { orders: [...orders] };
  return fakeApi({
    'GET /api/order?*': ({ query }) =>
      pagedAnswer(
        state.orders.filter((o) => !query.status || o.status === query.status),
        query,
      ),
    'GET /api/order/export.csv?*': () => ({
      file: '\uFEFFNúmero;Cliente\r\nPED-2026-00001;Luis\r\n',
    }),
    'GET /api/order/:id': ({ params }) =>
      answers.one ?? { data: state.orders.find((o) => o.id === Number(params.id)) },
    'GET /api/line/all/active': () => ({ data: [{ id: 4, name: 'Togas' }] }),
    'POST /api/order/:id/status': ({ params, body }) => {
      if (answers.status) return answers.status;
      const order = state.orders.find((o) => o.id === Number(params.id))!;
      const { status } = body as { status: string };
      Object.assign(order, { status, version: order.version + 1 });
      return { message: 'Estado del pedido actualizado', data: order };
    },
    'POST /api/order/:id/status/undo': ({ params }) => {
      const order = state.orders.find((o) => o.id === Number(params.id))!;
      Object.assign(order, { status: 'PENDING', version: order.version + 1 });
      return { message: 'Cambio de estado deshecho', data: order };
    },
    'POST /api/order/bulk': ({ body }) =>
      answers.bulk ?? {
        message: `${(body as { ids?: number[] }).ids?.length ?? 0} pedidos actualizados`,
        data: { done: (body as { ids?: number[] }).ids ?? [], refused: [] },
      },
    'GET /api/labels.pdf?*': () => ({ file: '%PDF-1.7' }),
    'DELETE /api/order/delete/:id': ({ params }) => ({
      message: 'Pedido eliminado',
      data: state.orders.find((o) => o.id === Number(params.id)),
    }),
  });
}
