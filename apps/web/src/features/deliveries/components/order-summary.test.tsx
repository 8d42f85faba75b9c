import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { makeOrder } from '../../orders/pages/orders-page.fixtures';
import { DeliverySummary } from './order-summary';

describe("the order's delivery summary", () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows 'Entregado: 27 de 30', who is missing and the way to the delivery screen", async () => {
    fakeApi({
      'GET /api/order/:id/deliveries': () => ({
        data: {
          order: { id: 7, number: 'PED-2026-00007', status: 'FINISHED', owedCents: 0 },
          deliveredPeople: 27,
          totalPeople: 30,
          people: [],
          missing: [
            { id: 1, name: 'Ana Pérez', course: null },
            { id: 2, name: 'Luis Paz', course: null },
            { id: 3, name: 'Eva Ríos', course: null },
          ],
        },
      }),
    });
    const order = makeOrder({ id: 7, status: 'FINISHED', deliveredPeople: 27, totalPeople: 30 });
    renderInDataRouter(<DeliverySummary order={order} />, { path: '/' });
    expect(screen.getByText('Entregado: 27 de 30')).toBeInTheDocument();
    expect(
      await screen.findByText('Faltan 3 personas: Ana Pérez, Luis Paz, Eva Ríos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrega por persona' })).toHaveAttribute(
      'href',
      '/director/dashboard/orders/7/delivery',
    );
  });
});
