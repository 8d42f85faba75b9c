import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { fakeProductsServer, makeProduct } from './products-page.fixtures';
import { ProductsPage } from './products-page';

const PATH = '/director/dashboard/products';
const bar = () => screen.getByRole('region', { name: 'Acciones en lote' });
const three = () => ['Toga Negra', 'Toga Azul', 'Birrete'].map((name) => makeProduct({ name }));

async function tick(...names: string[]) {
  for (const name of names) {
    await userEvent.click(await screen.findByRole('checkbox', { name: `Seleccionar ${name}` }));
  }
}

/** Issue 38: the products list's bulk actions through POST /api/product/bulk. */
describe('bulk actions on the products list', () => {
  signedInForEachTest();

  it('turns the products ticked Inactivo in one call, says so and clears the selection', async () => {
    const products = three();
    const { calls } = fakeProductsServer(products);
    renderWithProviders(<ProductsPage />, { path: PATH });
    await tick('Toga Negra', 'Birrete');
    expect(within(bar()).getByText('2 seleccionados')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Nuevo estado'), 'Inactivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('2 productos actualizados')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/product/bulk')?.body).toEqual({
      action: 'status',
      status: 'INACTIVE',
      ids: [products[0]!.id, products[2]!.id],
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Acciones en lote' })).toBeNull(),
    );
    // The list is read again: both rows now say Inactivo.
    const birrete = await screen.findByRole('row', { name: /Birrete/ });
    await waitFor(() => expect(within(birrete).getByText('Inactivo')).toBeInTheDocument());
  });

  it('downloads the CSV of the products ticked only (ids=)', async () => {
    const products = three();
    const { calls } = fakeProductsServer(products);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<ProductsPage />, { path: PATH });
    await tick('Toga Azul', 'Birrete');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        `/api/product/export.csv?ids=${products[1]!.id}%2C${products[2]!.id}`,
      ),
    );
  });

  it('lists each product the server refused, with why; the selection stays', async () => {
    const products = three();
    fakeProductsServer(products, {
      bulk: {
        status: 409,
        code: 'BULK_REFUSED',
        message: 'Un registro no admite la acción: no se cambió ninguno',
        data: {
          done: [],
          refused: [
            {
              id: products[0]!.id,
              label: 'TOG-1 · Toga Negra',
              code: 'PRODUCT_IN_USE',
              message: 'El producto está en pedidos abiertos',
            },
          ],
        },
      },
    });
    renderWithProviders(<ProductsPage />, { path: PATH });
    await tick('Toga Negra', 'Toga Azul');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Enviar a la papelera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a la papelera' });
    expect(
      within(confirm).getByText(
        '¿Enviar 2 productos a la papelera? Podrá restaurarlos desde la Papelera.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar a la papelera' }));
    const refused = await screen.findByRole('dialog', { name: 'No se aplicó la acción' });
    expect(within(refused).getByText('TOG-1 · Toga Negra')).toBeInTheDocument();
    expect(within(refused).getByText('El producto está en pedidos abiertos')).toBeInTheDocument();
    expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
  });

  it('restores the products ticked in the Papelera in one call', async () => {
    const deletedAt = '2026-11-20T10:00:00.000Z';
    const products = [
      makeProduct({ name: 'Toga Negra', deletedAt }),
      makeProduct({ name: 'Toga Azul', deletedAt }),
      makeProduct({ name: 'Birrete', deletedAt }),
    ];
    const { calls } = fakeProductsServer(products);
    renderWithProviders(<ProductsPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Papelera' }));
    await tick('Toga Negra', 'Toga Azul');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('2 productos restaurados')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/product/bulk')?.body).toEqual({
      action: 'restore',
      ids: [products[0]!.id, products[1]!.id],
    });
    await waitFor(() => expect(screen.queryByText('Toga Negra')).toBeNull());
    expect(screen.getByText('Birrete')).toBeInTheDocument();
  });
});
