import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PurchaseOrder } from '@taller/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import { signedInForEachTest } from '../../../test/signed-in';
import { PurchaseOrderPage } from './purchase-order-page';
import { PurchaseOrdersPage } from './purchase-orders-page';

const line = (id: number, code: string, quantity: number, received: number) => ({
  id,
  material: { id: id + 100, code, name: `Material ${code}`, unit: 'metro', color: null },
  quantity,
  unitCostCents: 2000,
  received,
  due: quantity - received,
  totalCents: quantity * 2000,
});

const ORDER: PurchaseOrder = {
  id: 7,
  number: 'OC-00007',
  supplier: { id: 3, name: 'Textiles Andinos' },
  status: 'PARTIAL',
  notes: null,
  lines: [line(1, 'TELA', 50, 20), line(2, 'FORRO', 25, 0)],
  totalCents: 150000,
  sentAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Ana',
  updatedBy: 'Ana',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deletedAt: null,
};

describe('Órdenes de compra', () => {
  signedInForEachTest();

  it('lists orders with supplier, status and total, after loading', async () => {
    fakeApi({ 'GET /api/purchase-order?*': ({ query }) => pagedAnswer([ORDER], query) });
    renderWithProviders(<PurchaseOrdersPage />, { path: '/purchase-orders' });
    expect(screen.getByText('Cargando órdenes de compra...')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /OC-00007/ });
    for (const text of ['Textiles Andinos', 'Recibida parcialmente', /^Bs\s1\.?500,00$/]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says so when there are none, and shows a failure', async () => {
    fakeApi({ 'GET /api/purchase-order?*': ({ query }) => pagedAnswer([], query) });
    const { unmount } = renderWithProviders(<PurchaseOrdersPage />, { path: '/purchase-orders' });
    expect(await screen.findByText(/Aún no hay órdenes de compra/)).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /api/purchase-order?*': () => ({ status: 500, message: 'Falla' }) });
    renderWithProviders(<PurchaseOrdersPage />, { path: '/purchase-orders' });
    expect(await screen.findByText(/Error al cargar las órdenes de compra/)).toBeInTheDocument();
  });

  it('receives several lines at once from the detail', async () => {
    const { calls } = fakeApi({
      'GET /api/purchase-order/:id': () => ({ data: ORDER }),
      'POST /api/purchase-order/:id/receive': () => ({
        message: 'Recepción registrada: 2 líneas',
        data: { ...ORDER, status: 'RECEIVED' },
      }),
    });
    renderWithProviders(<PurchaseOrderPage />, {
      path: '/purchase-orders/7',
      route: '/purchase-orders/:purchaseOrderId',
    });
    await screen.findByText('Proveedor: Textiles Andinos');
    await userEvent.click(screen.getByRole('button', { name: 'Recibir' }));
    const tela = screen.getByLabelText('Recibido ahora de TELA');
    expect(tela).toHaveValue('30');
    await userEvent.clear(tela);
    await userEvent.type(tela, '10');
    await userEvent.type(screen.getByLabelText('Documento (nota de entrega)'), 'NE-9');
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recibir' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/purchase-order/7/receive');
    expect(post.body).toMatchObject({
      lines: [
        { lineId: 1, quantity: 10 },
        { lineId: 2, quantity: 25 },
      ],
      document: 'NE-9',
    });
  });
});
