import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInForEachTest } from '../../../test/signed-in';
import { exportCsv, openDialog } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { renderInDataRouter } from '../../../test/render-data-router';
import { RECEIVED, fakeOrdersServer, makeOrder } from './orders-page.fixtures';
import { OrdersPage } from './orders-page';

const PATH = '/director/dashboard/orders';

describe('OrdersPage', () => {
  signedInForEachTest();

  it('lists orders with client, institution, status label, total, and overdue ones in red', async () => {
    fakeOrdersServer([
      makeOrder({ number: 'PED-2026-00001' }),
      makeOrder({
        number: 'PED-2026-00002',
        status: 'IN_PRODUCTION',
        isOverdue: true,
        promisedDate: '2024-02-01',
      }),
    ]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    expect(screen.getByText('Cargando pedidos...')).toBeInTheDocument();
    const first = await screen.findByRole('row', { name: /PED-2026-00001/ });
    expect(within(first).getByText('Pendiente')).toBeInTheDocument();
    expect(within(first).getByText('Colegio San José')).toBeInTheDocument();
    expect(within(first).getByText('15/03/2030')).toBeInTheDocument();
    expect(within(first).getByText(/450,00/)).toBeInTheDocument();
    const late = screen.getByRole('row', { name: /PED-2026-00002/ });
    expect(within(late).getByText('En producción')).toBeInTheDocument();
    expect(within(late).getByText('Atrasado')).toBeInTheDocument();
    expect(within(late).getByText('01/02/2024').className).toContain('text-red-700');
    // Only pending or cancelled orders can be deleted.
    expect(
      within(first).getByRole('button', { name: 'Eliminar PED-2026-00001' }),
    ).toBeInTheDocument();
    expect(within(late).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('sends the filters and sort to the server, and exports what they match', async () => {
    const { calls } = fakeOrdersServer([
      makeOrder({ number: 'PED-2026-00001', status: 'IN_PRODUCTION' }),
    ]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<OrdersPage />, { path: PATH });
    await screen.findByRole('row', { name: /PED-2026-00001/ });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Estado' }),
      'En producción',
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Línea' }), 'Togas');
    await userEvent.type(screen.getByLabelText('Entrega desde'), '2026-01-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Atrasados' }));
    await userEvent.click(screen.getByRole('button', { name: /Entrega/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/order?status=IN_PRODUCTION&lineId=4&from=2026-01-01&overdue=true&page=1&pageSize=20&sort=promisedDate',
      ),
    );
    const exportCall = await exportCsv(click);
    expect(exportCall.path).toBe(
      '/api/order/export.csv?status=IN_PRODUCTION&lineId=4&from=2026-01-01&overdue=true&sort=promisedDate',
    );
  });

  it('shows the details: items, people with their sizes, total, the status timeline and the audit block', async () => {
    const order = makeOrder({
      number: 'PED-2026-00001',
      status: 'IN_PRODUCTION',
      history: [
        RECEIVED,
        {
          from: 'PENDING',
          to: 'IN_PRODUCTION',
          note: 'Tela recibida',
          by: 'Pía Productora',
          at: '2025-01-16T10:00:00.000Z',
        },
      ],
    });
    fakeOrdersServer([order]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    const dialog = await openDialog('Ver detalles de PED-2026-00001', 'Pedido PED-2026-00001');
    expect(within(dialog).getByText('TOGA-01 · Toga de graduación')).toBeInTheDocument();
    expect(within(dialog).getByText('Eva Paz')).toBeInTheDocument();
    expect(within(dialog).getByText('(cambiada; sugerida S)')).toBeInTheDocument();
    expect(within(dialog).getByText('Pendiente → En producción')).toBeInTheDocument();
    expect(within(dialog).getByText('Tela recibida')).toBeInTheDocument();
    expect(within(dialog).getByText('Creado por')).toBeInTheDocument();
  });

  it('changes the status from the row, asking the reason to cancel', async () => {
    const { calls } = fakeOrdersServer([makeOrder({ number: 'PED-2026-00001' })]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    const dialog = await openDialog(
      'Cambiar estado de PED-2026-00001',
      'Cambiar estado de PED-2026-00001',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cancelado' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(
      await within(dialog).findByText('Indique el motivo de la cancelación'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'En producción' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('Estado del pedido actualizado')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent).toMatchObject({
      path: expect.stringMatching(/\/status$/),
      body: { status: 'IN_PRODUCTION' },
    });
  });

  it("takes a status change back with the toast's Deshacer, sending the version it answered", async () => {
    const order = makeOrder({ number: 'PED-2026-00001' });
    const readAt = order.version;
    const { calls } = fakeOrdersServer([order]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    const dialog = await openDialog(
      'Cambiar estado de PED-2026-00001',
      'Cambiar estado de PED-2026-00001',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'En producción' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    const toast = (await screen.findByText('Estado del pedido actualizado')).parentElement!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio de estado deshecho')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/order/${order.id}/status`, { status: 'IN_PRODUCTION' }],
      [`/api/order/${order.id}/status/undo`, { version: readAt + 1 }],
    ]);
  });

  it('shows the server’s refusal of a transition', async () => {
    fakeOrdersServer([makeOrder({ number: 'PED-2026-00001' })], {
      status: {
        status: 409,
        message: 'No se puede cambiar el estado de Pendiente a En producción',
      },
    });
    renderWithProviders(<OrdersPage />, { path: PATH });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cambiar estado de PED-2026-00001' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(
      await screen.findByText('No se puede cambiar el estado de Pendiente a En producción'),
    ).toBeInTheDocument();
  });

  it("has one 'Nuevo Pedido', which opens the guided flow", async () => {
    fakeOrdersServer([]);
    const router = renderInDataRouter(<OrdersPage />, { path: PATH });
    await screen.findByText('No hay pedidos registrados.');
    expect(screen.getAllByRole('button', { name: /Nuevo Pedido/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo Pedido' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/director/dashboard/orders/create-new'),
    );
  });

  it('says so when there are no orders', async () => {
    fakeOrdersServer([]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    expect(await screen.findByText('No hay pedidos registrados.')).toBeInTheDocument();
  });

  it('shows the board: a column per status, a card moved on by its button', async () => {
    const { calls } = fakeOrdersServer([
      makeOrder({ number: 'PED-2026-00001' }),
      makeOrder({ number: 'PED-2026-00002', status: 'DELIVERED' }),
    ]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    await screen.findByRole('row', { name: /PED-2026-00001/ });
    await userEvent.click(screen.getByRole('button', { name: 'Tablero' }));
    const pending = await screen.findByRole('region', { name: 'Columna Pendiente' });
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path.includes('status=PENDING') && c.path.includes('sort=promisedDate'),
        ),
      ).toBe(true),
    );
    for (const label of ['En producción', 'Terminado', 'Entregado', 'Cancelado']) {
      expect(screen.getByRole('region', { name: `Columna ${label}` })).toBeInTheDocument();
    }
    await userEvent.click(
      await within(pending).findByRole('button', { name: 'Mover PED-2026-00001 a En producción' }),
    );
    expect(await screen.findByText('Estado del pedido actualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { status: 'IN_PRODUCTION' },
    });
  });
});

describe('OrdersPage board, by keyboard', () => {
  signedInForEachTest();
  afterEach(() => vi.restoreAllMocks());

  // jsdom lays nothing out: each column gets a 240 px wide box side by side, each card the box
  // of its column (less the padding), so that the keyboard's steps have somewhere to go.
  const COLUMNS = ['Pendiente', 'En producción', 'Terminado', 'Entregado', 'Cancelado'];
  const boxOf = (element: Element) => {
    const column = element.closest('section[aria-label^="Columna "]');
    const at = column ? COLUMNS.indexOf(column.getAttribute('aria-label')!.slice(8)) : -1;
    if (at < 0) return new DOMRect(0, 0, 0, 0);
    return element === column
      ? new DOMRect(at * 260, 100, 240, 600)
      : new DOMRect(at * 260 + 8, 140, 224, 120);
  };

  it('lifts a card with Space, moves it a column right with the arrow, drops it there, and says so', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return boxOf(this);
    });
    const { calls } = fakeOrdersServer([makeOrder({ number: 'PED-2026-00001' })]);
    renderWithProviders(<OrdersPage />, { path: PATH });
    await screen.findByRole('row', { name: /PED-2026-00001/ });
    await userEvent.click(screen.getByRole('button', { name: 'Tablero' }));
    const pending = await screen.findByRole('region', { name: 'Columna Pendiente' });
    const card = await within(pending).findByRole('button', { name: 'Mover PED-2026-00001' });
    card.focus();
    await userEvent.keyboard(' ');
    // The live region says the last thing: lifted ('Pedido tomado.'), then where it is.
    expect(await screen.findByText('Sobre la columna Pendiente.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Sobre la columna En producción.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Pedido soltado en En producción.')).toBeInTheDocument();
    expect(await screen.findByText('Estado del pedido actualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      body: { status: 'IN_PRODUCTION' },
    });
  });
});
