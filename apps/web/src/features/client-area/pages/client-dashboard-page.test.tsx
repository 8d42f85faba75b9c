import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { makeOrder } from '../../orders/pages/orders-page.fixtures';
import { ClientDashboardPage } from './client-dashboard-page';

afterEach(() => vi.restoreAllMocks());

describe('Mi panel', () => {
  it('lists the client’s orders with their progress, and corrects a person while PENDING', async () => {
    const pending = makeOrder({ number: 'PED-2026-00001' });
    const delivered = makeOrder({
      number: 'PED-2026-00002',
      status: 'IN_PRODUCTION',
      history: [
        { from: null, to: 'PENDING', note: null, by: 'Ana', at: '2026-01-10T10:00:00.000Z' },
        {
          from: 'PENDING',
          to: 'IN_PRODUCTION',
          note: null,
          by: 'Ana',
          at: '2026-01-12T10:00:00.000Z',
        },
      ],
    });
    const api = fakeApi({
      'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([pending, delivered], query),
      'GET /api/client-area/orders/:id': ({ params }) => ({
        data: [pending, delivered].find((o) => o.id === Number(params.id)),
      }),
      'PUT /api/client-area/orders/:id/people': () => ({
        message: 'Datos de las personas actualizados',
        data: { ...pending, version: 2 },
      }),
    });
    renderWithProviders(<ClientDashboardPage />);
    const card = await screen.findByRole(
      'listitem',
      { name: 'Pedido PED-2026-00002' },
      { timeout: 5000 },
    );
    const steps = within(card).getByRole('list', { name: 'Avance del pedido PED-2026-00002' });
    expect(within(steps).getByText('En producción').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(card).getByText('15/03/2030')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Repetir pedido' })).toHaveAttribute(
      'href',
      `/client/dashboard/new?from=${delivered.id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ver detalles de PED-2026-00001' }));
    const name = await screen.findByRole('textbox', { name: /Nombre, Persona 1/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos de las personas actualizados')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 1,
      people: [{ id: 1, name: 'Ana María', heightCm: 150.5 }],
    });
  });

  it('shows people read-only once the order left PENDING', async () => {
    const order = makeOrder({ status: 'FINISHED' });
    fakeApi({
      'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([order], query),
      'GET /api/client-area/orders/:id': () => ({ data: order }),
    });
    renderWithProviders(<ClientDashboardPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Ver detalles de ${order.number}` }),
    );
    expect(
      await screen.findByText(
        'El pedido ya no está Pendiente: los datos de las personas no se pueden cambiar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });

  it('has an empty state and an error state', async () => {
    fakeApi({ 'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([], query) });
    renderWithProviders(<ClientDashboardPage />);
    expect(
      await screen.findByText('Todavía no tiene pedidos. Empiece con «Nuevo pedido».'),
    ).toBeInTheDocument();
  });

  it('says why the list did not load', async () => {
    fakeApi({
      'GET /api/client-area/orders?*': () => ({
        status: 500,
        message: 'Error interno del servidor',
      }),
    });
    renderWithProviders(<ClientDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reintentar');
  });
});
