import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CATALOGUE } from './client-catalogue.fixtures';
import { ClientNewOrderPage } from './client-new-order-page';

afterEach(() => vi.restoreAllMocks());

describe('Nuevo pedido: the review names the client and its institution', () => {
  it('shows the institution the order will take, as a staff order does', async () => {
    fakeApi({
      'GET /api/client-area/catalogue?*': () => ({ data: CATALOGUE }),
      'GET /api/client-area/catalogue': () => ({ data: CATALOGUE }),
      'GET /api/client-area/me': () => ({
        data: {
          id: 7,
          name: 'María Fernanda Quiroga (U.E. San José)',
          institution: { id: 3, name: 'U.E. San José' },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClientNewOrderPage />, { path: '/client/dashboard/new' });
    const cap = await screen.findByRole('listitem', { name: 'Gorra' }, { timeout: 5000 });
    await user.click(within(cap).getByRole('button', { name: 'Agregar Gorra' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: '3. Revisión' })).toBeInTheDocument();
    const institution = screen.getByText('Institución').closest('div')!;
    expect(institution).toHaveTextContent('InstituciónU.E. San José');
    const client = screen.getByText('Cliente').closest('div')!;
    expect(client).toHaveTextContent('ClienteMaría Fernanda Quiroga (U.E. San José)');
  });
});
