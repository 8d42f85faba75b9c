import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInDataRouter } from '../../../test/render-data-router';
import { makeOrder } from '../pages/orders-page.fixtures';
import { OrderStatusDialog } from './order-status-dialog';

describe("'Cambiar estado' to Entregado by hand", () => {
  beforeEach(() => localStorage.setItem('access_token', 'token-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('warns with who is still missing their bag and the balance owed', async () => {
    fakeApi({
      'GET /api/order/:id/deliveries': () => ({
        data: {
          order: { id: 8, number: 'PED-2026-00008', status: 'FINISHED', owedCents: 45000 },
          deliveredPeople: 27,
          totalPeople: 30,
          people: [],
          missing: [
            { id: 1, name: 'Ana Pérez', course: '6.º A' },
            { id: 2, name: 'Luis Paz', course: null },
            { id: 3, name: 'Eva Ríos', course: '6.º B' },
          ],
        },
      }),
    });
    const order = makeOrder({ id: 8, status: 'FINISHED', deliveredPeople: 27, totalPeople: 30 });
    renderInDataRouter(<OrderStatusDialog order={order} onClose={() => {}} />, { path: '/' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Entregado' })).toBeChecked();
    expect(
      within(dialog).getByText(
        'Faltan entregar 3 personas. ¿Marcar el pedido como Entregado igualmente?',
      ),
    ).toBeInTheDocument();
    const missing = await within(dialog).findByRole('list', { name: 'Faltan 3 personas' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana Pérez (6.º A)', 'Luis Paz', 'Eva Ríos (6.º B)']);
    expect(
      within(dialog).getByText('El pedido tiene un saldo pendiente de Bs 450,00'),
    ).toBeInTheDocument();
  });
});
