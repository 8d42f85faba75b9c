import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CATALOGUE } from './client-catalogue.fixtures';
import { ClientNewOrderPage } from './client-new-order-page';

afterEach(() => vi.restoreAllMocks());

describe("the client's order: the same product twice", () => {
  it('asks, and adds to its line', async () => {
    fakeApi({
      'GET /api/client-area/catalogue?*': () => ({ data: CATALOGUE }),
      'GET /api/client-area/catalogue': () => ({ data: CATALOGUE }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientNewOrderPage />, { path: '/client/dashboard/new' });
    const cap = await screen.findByRole('listitem', { name: 'Gorra' }, { timeout: 5000 });
    await user.click(within(cap).getByRole('button', { name: 'Agregar Gorra' }));
    await user.click(within(cap).getByRole('button', { name: 'Agregar Gorra' }));
    const question = await screen.findByRole('dialog', { name: 'Ya está en el pedido' });
    expect(question).toHaveTextContent(
      'GORRA-01 · Gorra ya está en el pedido (artículo 1, cantidad 1).',
    );
    await user.click(within(question).getByRole('button', { name: 'Sumar a su línea' }));
    expect(screen.getByRole('region', { name: 'Su pedido' })).toHaveTextContent('Su pedido (1)');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByLabelText('Cantidad')).toHaveValue('2');
  });
});
