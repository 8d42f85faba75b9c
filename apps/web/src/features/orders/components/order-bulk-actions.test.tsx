import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { renderWithProviders } from '../../../test/render';
import { fakeOrdersServer, makeOrder } from '../pages/orders-page.fixtures';
import { OrdersPage } from '../pages/orders-page';

const PATH = '/director/dashboard/orders';
const three = () => [1, 2, 3].map((n) => makeOrder({ number: `PED-2026-0000${n}` }));

async function tick(...numbers: string[]) {
  for (const number of numbers) {
    await userEvent.click(await screen.findByRole('checkbox', { name: `Seleccionar ${number}` }));
  }
}

describe('bulk actions on the orders list', () => {
  signedInForEachTest();

  it('ticks rows, changes their status in one call and says so', async () => {
    const orders = three();
    const { calls } = fakeOrdersServer(orders);
    renderWithProviders(<OrdersPage />, { path: PATH });
    await tick('PED-2026-00001', 'PED-2026-00003');
    const bar = screen.getByRole('region', { name: 'Acciones en lote' });
    expect(within(bar).getByText('2 seleccionados')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Nuevo estado'), 'Terminado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('2 pedidos actualizados')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/order/bulk')?.body).toEqual({
      action: 'status',
      status: 'FINISHED',
      ids: [orders[0]!.id, orders[2]!.id],
    });
    // Done: the selection is cleared.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Acciones en lote' })).toBeNull(),
    );
  });

  it('lists each refused order with its reason, nothing changed', async () => {
    const orders = three();
    fakeOrdersServer(orders, {
      bulk: {
        status: 409,
        code: 'BULK_REFUSED',
        message: 'Un registro no admite la acción: no se cambió ninguno',
        data: {
          done: [],
          refused: [
            {
              id: orders[1]!.id,
              label: 'PED-2026-00002',
              code: 'STATUS_LOCKED',
              message: 'No se puede pasar de Cancelado a En producción',
            },
          ],
        },
      },
    });
    renderWithProviders(<OrdersPage />, { path: PATH });
    await tick('PED-2026-00001', 'PED-2026-00002');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    const refused = await screen.findByRole('dialog', { name: 'No se aplicó la acción' });
    expect(within(refused).getByText('PED-2026-00002')).toBeInTheDocument();
    expect(
      within(refused).getByText('No se puede pasar de Cancelado a En producción'),
    ).toBeInTheDocument();
    // The selection stays, to fix and try again.
    expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
  });

  it('selects the page, then all that match, and sends the filters instead of ids', async () => {
    const orders = Array.from({ length: 25 }, (_, at) =>
      makeOrder({ number: `PED-2026-${String(at + 1).padStart(5, '0')}` }),
    );
    const { calls } = fakeOrdersServer(orders);
    renderWithProviders(<OrdersPage />, { path: PATH });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar esta página' }));
    expect(screen.getByText('20 seleccionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seleccionar los 25 que coinciden' }));
    expect(
      screen.getByText('Seleccionados los 25 que coinciden con los filtros'),
    ).toBeInTheDocument();
    // Labels need the orders themselves: offered for the ones ticked only.
    expect(screen.getByRole('button', { name: 'Imprimir etiquetas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a la papelera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a la papelera' });
    // The question counts every order that matches, not the ones ticked.
    expect(
      within(confirm).getByText(
        '¿Enviar 25 pedidos a la papelera? Podrá restaurarlos desde la Papelera.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar a la papelera' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/order/bulk')?.body).toEqual({
        action: 'trash',
        filter: { sort: '-number' },
      }),
    );
  });

  it('downloads the labels of the orders ticked', async () => {
    const orders = three();
    const { calls } = fakeOrdersServer(orders);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<OrdersPage />, { path: PATH });
    await tick('PED-2026-00002', 'PED-2026-00003');
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir etiquetas' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        `/api/labels.pdf?ids=${orders[1]!.id}%2C${orders[2]!.id}&layout=3x8`,
      ),
    );
  });

  it('says "Procesando…" while a call runs past a second, and not before', async () => {
    const orders = three();
    let answer: (value: { message: string; data: unknown }) => void = () => {};
    // The fake answers every call but the bulk one, which waits for `answer`.
    fakeOrdersServer(orders);
    const slow = new Promise<{ message: string; data: unknown }>((resolve) => (answer = resolve));
    const fetchSpy = vi.mocked(globalThis.fetch);
    const fake = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : (input as Request).url;
      if (url.endsWith('/api/order/bulk')) {
        const body = await slow;
        return new Response(JSON.stringify({ status: 200, ...body }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return fake(input, init);
    });
    renderWithProviders(<OrdersPage />, { path: PATH });
    await tick('PED-2026-00001');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a la papelera' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a la papelera' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar a la papelera' }));
    expect(screen.queryByText('Procesando…')).toBeNull();
    expect(await screen.findByText('Procesando…', {}, { timeout: 3000 })).toBeInTheDocument();
    answer({ message: '1 pedido enviado a la papelera', data: { done: [1], refused: [] } });
    expect(await screen.findByText('1 pedido enviado a la papelera')).toBeInTheDocument();
  });
});
