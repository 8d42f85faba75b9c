import type { FakeRequest } from '../../../test/fake-api';
import { makeOrder } from './orders-page.fixtures';

/** The client and products the order editor tests pick, and the list answers that hold them. */
export const CLIENT = {
  id: 7,
  name: 'Luis Quispe',
  institutionId: 3,
  institution: { id: 3, name: 'Colegio San José' },
};
export const TOGA = {
  id: 11,
  code: 'TOGA-01',
  name: 'Toga',
  priceCents: 15000,
  sizes: [
    { name: 'S', minHeightCm: 100, maxHeightCm: 150 },
    { name: 'M', minHeightCm: 150, maxHeightCm: 170 },
    { name: 'L', minHeightCm: 170, maxHeightCm: 250 },
  ],
};
export const BIRRETE = { id: 12, code: 'BIR-01', name: 'Birrete', priceCents: 2550, sizes: [] };

/** The first and only page of a list answer holding `items`. */
export const page = (items: unknown[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 10 },
});

/** The server's answer to POST /api/order/create: an order made of what was sent. */
export const orderCreated = ({ body }: FakeRequest) => ({
  message: 'Pedido creado exitosamente',
  data: { ...makeOrder(), ...(body as object) },
});
