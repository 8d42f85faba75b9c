import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { makeOrder } from '../pages/orders-page.fixtures';
import { OrderStatusDialog } from './order-status-dialog';

const stage = (stageId: number, name: string, done: number) => ({ stageId, name, done, total: 10 });

describe("'Cambiar estado' to Terminado with pieces not through the last stage", () => {
  signedInForEachTest('DIRECTOR');

  it('shows how many are missing and asks to confirm before moving', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ id: 7, number: 'PED-2026-00007', status: 'IN_PRODUCTION' });
    const { calls } = fakeApi({
      'GET /api/order/:id/progress': () => ({
        data: {
          orderId: 7,
          number: 'PED-2026-00007',
          status: 'IN_PRODUCTION',
          totalPieces: 10,
          remaining: 3,
          stages: [stage(1, 'Corte', 10), stage(2, 'Empaque', 7)],
          rows: [],
        },
      }),
      'POST /api/order/:id/status': () => ({ data: { ...order, status: 'FINISHED' } }),
    });
    renderWithProviders(<OrderStatusDialog order={order} onClose={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Terminado' }));
    await screen.findByText('Faltan 3 de 10 piezas por pasar Empaque.');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await screen.findByText('Confirme para marcarlo como Terminado.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByLabelText('Marcar como Terminado de todos modos'));
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await screen.findByText('OK');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/order/7/status',
      body: { status: 'FINISHED' },
    });
  });
});
