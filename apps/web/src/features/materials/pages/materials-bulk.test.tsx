import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeMaterialsServer, makeMaterial } from './materials-page.fixtures';
import { MaterialsPage } from './materials-page';

const PATH = '/director/dashboard/materials';
const bar = () => screen.getByRole('region', { name: 'Acciones en lote' });

/** Issue 38: the materials list's bulk actions through POST /api/material/bulk. */
describe('bulk actions on the materials list', () => {
  signedInForEachTest();

  it('sends all that match the filters to the Papelera, counting them in the question', async () => {
    const materials = Array.from({ length: 25 }, (_, at) =>
      makeMaterial({ code: `TELA-${at + 1}`, name: `Tela ${at + 1}` }),
    );
    const { calls } = fakeMaterialsServer(materials);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar esta página' }));
    await userEvent.click(
      within(bar()).getByRole('button', { name: 'Seleccionar los 25 que coinciden' }),
    );
    expect(
      within(bar()).getByText('Seleccionados los 25 que coinciden con los filtros'),
    ).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Enviar a la papelera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a la papelera' });
    expect(
      within(confirm).getByText(
        '¿Enviar 25 materiales a la papelera? Podrá restaurarlos desde la Papelera.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar a la papelera' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/material/bulk')?.body).toEqual({
        action: 'trash',
        filter: { sort: 'code' },
      }),
    );
  });

  it('turns the materials ticked Activo', async () => {
    const materials = ['Tela negra', 'Hilo dorado'].map((name) =>
      makeMaterial({ name, status: 'INACTIVE' }),
    );
    const { calls } = fakeMaterialsServer(materials);
    renderWithProviders(<MaterialsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Hilo dorado' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Nuevo estado'), 'Activo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('1 material actualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/material/bulk')?.body).toEqual({
      action: 'status',
      status: 'ACTIVE',
      ids: [materials[1]!.id],
    });
  });
});
