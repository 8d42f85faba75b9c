import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { ClientDeliveries } from './client-deliveries';

const item = { productId: 11, product: 'Toga', size: 'M', sizes: ['S', 'M', 'L'] };

describe("the client's view of its order's deliveries", () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows who has received their bag, when and who received it', async () => {
    const api = fakeApi({
      'GET /api/client-area/orders/:id/deliveries': () => ({
        data: {
          order: { id: 4, number: 'PED-2026-00004', status: 'FINISHED', owedCents: 0 },
          deliveredPeople: 1,
          totalPeople: 2,
          people: [
            {
              id: 1,
              name: 'Ana Pérez',
              course: null,
              items: [item],
              state: 'DELIVERED',
              delivered: {
                id: 9,
                state: 'DELIVERED',
                receivedBy: 'La madre',
                note: null,
                newSize: null,
                exchangeOrder: null,
                at: '2026-11-28T15:00:00.000Z',
                by: null,
              },
              events: [],
            },
            {
              id: 2,
              name: 'Eva Paz',
              course: null,
              items: [item],
              state: 'ABSENT',
              delivered: null,
              events: [],
            },
          ],
          missing: [{ id: 2, name: 'Eva Paz', course: null }],
        },
      }),
    });
    renderInDataRouter(<ClientDeliveries orderId={4} />, { path: '/' });
    const section = await screen.findByRole('region', { name: 'Entregas' });
    expect(within(section).getByText('Recibieron su bolsa: 1 de 2')).toBeInTheDocument();
    const [ana, eva] = within(section).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Ana Pérez · Entregado');
    expect(ana).toHaveTextContent('recibió La madre');
    expect(eva).toHaveTextContent('Eva Paz · No vino');
    expect(api.calls[0]!.path).toBe('/api/client-area/orders/4/deliveries');
  });
});
