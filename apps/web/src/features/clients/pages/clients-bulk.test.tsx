import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeClientsServer, makeClient } from './clients-page.fixtures';
import { ClientsPage } from './clients-page';

const PATH = '/director/dashboard/clients';
const bar = () => screen.getByRole('region', { name: 'Acciones en lote' });

/** Issue 38: the clients list's bulk actions through POST /api/client/bulk. */
describe('bulk actions on the clients list', () => {
  signedInForEachTest();

  it('sends the clients ticked to the Papelera after asking; no bulk status for clients', async () => {
    const clients = ['Ana Quispe', 'Luis Mamani', 'Rosa Condori'].map((name) =>
      makeClient({ name }),
    );
    const { calls } = fakeClientsServer(clients);
    renderWithProviders(<ClientsPage />, { path: PATH });
    for (const name of ['Ana Quispe', 'Rosa Condori']) {
      await userEvent.click(await screen.findByRole('checkbox', { name: `Seleccionar ${name}` }));
    }
    expect(within(bar()).queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Enviar a la papelera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a la papelera' });
    expect(
      within(confirm).getByText(
        '¿Enviar 2 clientes a la papelera? Podrá restaurarlos desde la Papelera.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar a la papelera' }));
    expect(await screen.findByText('2 clientes enviados a la papelera')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/client/bulk')?.body).toEqual({
      action: 'trash',
      ids: [clients[0]!.id, clients[2]!.id],
    });
    await waitFor(() => expect(screen.queryByText('Ana Quispe')).toBeNull());
    expect(screen.getByText('Luis Mamani')).toBeInTheDocument();
  });

  it('restores every client in the Papelera at once: the trash query as the filter', async () => {
    const deleted = Array.from({ length: 25 }, (_, at) =>
      makeClient({ name: `Cliente borrado ${at + 1}`, deletedAt: '2026-11-20T10:00:00.000Z' }),
    );
    const { calls } = fakeClientsServer(deleted);
    renderWithProviders(<ClientsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Papelera' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar esta página' }));
    expect(within(bar()).getByText('20 seleccionados')).toBeInTheDocument();
    await userEvent.click(
      within(bar()).getByRole('button', { name: 'Seleccionar los 25 que coinciden' }),
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/client/bulk')?.body).toEqual({
        action: 'restore',
        filter: { deleted: 'true', sort: 'name' },
      }),
    );
  });
});
