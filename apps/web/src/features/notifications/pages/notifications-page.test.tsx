import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { NotificationsPage } from './notifications-page';

const NOTIFICATION = {
  id: 3,
  kind: 'ORDER_CREATED',
  title: 'Pedido nuevo',
  body: 'Pedido PED-2026-00007 de María Rojas registrado.',
  link: '/director/dashboard/orders?view=7',
  createdAt: '2026-03-01T15:00:00.000Z',
  readAt: null,
};

describe('Notificaciones', () => {
  signedInForEachTest('ADMINISTRADOR');

  it('searches by words, exports what it shows, and each one opens its record', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/notification?*': ({ query }) => ({
        data: {
          items:
            !query.q || 'pedido ped-2026-00007'.includes(query.q.toLowerCase())
              ? [NOTIFICATION]
              : [],
          total: 1,
          page: 1,
          pageSize: 10,
          unread: 1,
        },
      }),
      'GET /api/notification/preferences': () => ({ data: { muted: [] } }),
      'POST /api/notification/read': () => ({ data: { marked: 1, unread: 0 } }),
      'GET /api/notification/export.csv?*': () => ({ file: 'Fecha;Tipo\n' }),
    });
    renderWithProviders(<NotificationsPage />, { path: '/director/dashboard/notifications' });
    const list = await screen.findByRole('region', { name: 'Listado de notificaciones' });
    const link = await within(list).findByRole('link', { name: /Pedido nuevo/ });
    expect(link).toHaveAttribute('href', '/director/dashboard/orders?view=7');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'PED-2026-00007');
    await vi.waitFor(() =>
      expect(
        calls.some(
          (c) => c.path.startsWith('/api/notification?') && c.query.q === 'PED-2026-00007',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() =>
      expect(
        calls.find((c) => c.path.startsWith('/api/notification/export.csv'))?.query,
      ).toMatchObject({
        q: 'PED-2026-00007',
      }),
    );
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/director/dashboard/orders');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [3] });
  });
});
