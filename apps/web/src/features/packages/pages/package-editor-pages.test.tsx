import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditPackagePage, NewPackagePage } from './package-editor-pages';
import { BIRRETE, TOGA, fakePackagesServer, makePackage } from './packages-page.fixtures';
import { renderInDataRouter } from '../../../test/render-data-router';
import { openDialog } from '../../../test/list-helpers';
import { signedInForEachTest } from '../../../test/signed-in';

const BASE = '/director/dashboard/packages';

describe('package editor pages', () => {
  signedInForEachTest(null);

  it('builds a pack from searched products with quantities, a fixed price and its saving', async () => {
    const { calls } = fakePackagesServer([]);
    const router = renderInDataRouter(<NewPackagePage />, { path: `${BASE}/create` });
    expect(screen.getByRole('heading', { name: 'Nuevo Paquete' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código'), 'pck-9');
    // Issue 34: the name is kept as typed, punctuation included.
    await userEvent.type(screen.getByLabelText('Nombre'), 'Pack escolar: polo azul + gorra');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Pack escolar: polo azul + gorra');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El paquete debe tener al menos un producto'),
    ).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Agregar producto' });
    await userEvent.type(picker, 'toga');
    await userEvent.click(await screen.findByRole('option', { name: /Toga Negra/ }));
    await userEvent.type(picker, 'bir');
    await userEvent.click(await screen.findByRole('option', { name: /Birrete/ }));
    const quantity = screen.getByLabelText('Cantidad de Birrete');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');

    const total = screen.getByLabelText('Total del paquete');
    expect(within(total).getByText(/Bs\s751,00/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Precio fijo (Bs)'), '700');
    expect(within(total).getByText('Ahorro')).toBeInTheDocument();
    expect(within(total).getByText(/Bs\s51,00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'PCK-9',
      name: 'Pack escolar: polo azul + gorra',
      status: 'ACTIVE',
      description: [],
      priceMode: 'FIXED',
      priceCents: 70000,
      items: [
        { productId: TOGA.id, quantity: 1 },
        { productId: BIRRETE.id, quantity: 2 },
      ],
      media: [],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    fakePackagesServer([]);
    const router = renderInDataRouter(<NewPackagePage />, { path: `${BASE}/create` });
    await userEvent.type(screen.getByLabelText('Nombre'), 'Pack');
    const dialog = await openDialog('Cancelar', 'Cambios sin guardar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe(`${BASE}/create`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole(
        'button',
        { name: 'Salir sin guardar' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
  });

  it('edits a stored pack, switching it to the sum of its products', async () => {
    const { calls } = fakePackagesServer([makePackage()]);
    renderInDataRouter(<EditPackagePage />, {
      path: `${BASE}/70/edit`,
      route: `${BASE}/:packId/edit`,
    });
    expect(await screen.findByDisplayValue('Pack Graduación')).toBeInTheDocument();
    expect(screen.getByLabelText('Precio fijo (Bs)')).toHaveValue('700,00');
    await userEvent.click(screen.getByLabelText('Suma de productos'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 70,
      priceMode: 'SUM',
      priceCents: null,
    });
  });

  it.each([['999'], ['abc']])('shows a clear not-found state for pack %s', async (packId) => {
    fakePackagesServer([makePackage()]);
    renderInDataRouter(<EditPackagePage />, {
      path: `${BASE}/${packId}/edit`,
      route: `${BASE}/:packId/edit`,
    });
    expect(await screen.findByText('Paquete no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Gestión de Paquetes' })).toHaveAttribute(
      'href',
      BASE,
    );
  });

  it('treats a deleted pack as not found', async () => {
    fakePackagesServer([makePackage({ deletedAt: '2025-02-01T00:00:00.000Z' })]);
    renderInDataRouter(<EditPackagePage />, {
      path: `${BASE}/70/edit`,
      route: `${BASE}/:packId/edit`,
    });
    expect(await screen.findByText('Paquete no encontrado')).toBeInTheDocument();
  });
});
