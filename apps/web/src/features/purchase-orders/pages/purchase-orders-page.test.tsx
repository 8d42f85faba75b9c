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

  it('creates an order by hand: supplier, two lines, each with its agreed cost', async () => {
    const cloth = { id: 101, code: 'TELA', name: 'Tela oxford', deletedAt: null };
    const thread = { id: 102, code: 'HILO', name: 'Hilo blanco', deletedAt: null };
    const supplier = { id: 3, name: 'Textiles Andinos', deletedAt: null };
    const { calls } = fakeApi({
      'GET /api/purchase-order?*': ({ query }) => pagedAnswer([], query),
      'GET /api/supplier?*': ({ query }) => pagedAnswer([supplier], query),
      'GET /api/material?*': ({ query }) => pagedAnswer([cloth, thread], query),
      'POST /api/purchase-order/create': () => ({
        message: 'Orden de compra creada',
        data: { ...ORDER, id: 8, number: 'OC-00008', status: 'DRAFT' },
      }),
    });
    renderWithProviders(<PurchaseOrdersPage />, { path: '/purchase-orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Nueva orden de compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva orden de compra' });
    // Saved empty: each box says what it needs, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear orden de compra' }));
    expect(await within(dialog).findByText('Seleccione el proveedor')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Proveedor' }), 'text');
    await userEvent.click(await screen.findByRole('option', { name: 'Textiles Andinos' }));
    const lines = () => within(dialog).getAllByRole('listitem');
    const fill = async (line: HTMLElement, name: string, quantity: string, cost: string) => {
      const select = within(line).getByRole('combobox');
      await within(select).findByRole('option', { name: new RegExp(name) });
      await userEvent.selectOptions(
        select,
        within(select).getByRole('option', { name: new RegExp(name) }),
      );
      await userEvent.type(within(line).getByLabelText('Cantidad'), quantity);
      await userEvent.type(within(line).getByLabelText('Costo unitario (Bs)'), cost);
    };
    await fill(lines()[0]!, 'Tela oxford', '50', '20,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
    await fill(lines()[1]!, 'Hilo blanco', '12', '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear orden de compra' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      supplierId: 3,
      notes: null,
      lines: [
        { materialId: 101, quantity: 50, unitCostCents: 2050 },
        { materialId: 102, quantity: 12, unitCostCents: 800 },
      ],
    });
  });

  it('changes a Borrador from its detail, starting from its lines', async () => {
    const draft = { ...ORDER, status: 'DRAFT', lines: [line(1, 'TELA', 50, 0)] };
    const tela = { id: 101, code: 'TELA', name: 'Material TELA', deletedAt: null };
    const { calls } = fakeApi({
      'GET /api/purchase-order/:id': () => ({ data: draft }),
      'GET /api/supplier?*': ({ query }) =>
        pagedAnswer([{ ...draft.supplier, deletedAt: null }], query),
      'GET /api/material?*': ({ query }) => pagedAnswer([tela], query),
      'PUT /api/purchase-order/update': () => ({
        message: 'Orden de compra actualizada',
        data: draft,
      }),
    });
    renderWithProviders(<PurchaseOrderPage />, {
      path: '/purchase-orders/7',
      route: '/purchase-orders/:purchaseOrderId',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la orden de compra' });
    const quantity = within(dialog).getByLabelText('Cantidad');
    expect(quantity).toHaveValue('50');
    expect(within(dialog).getByLabelText('Costo unitario (Bs)')).toHaveValue('20,00');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      id: 7,
      supplierId: 3,
      notes: null,
      lines: [{ materialId: 101, quantity: 60, unitCostCents: 2000 }],
    });
  });
});
