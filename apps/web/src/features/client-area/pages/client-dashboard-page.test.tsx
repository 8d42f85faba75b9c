import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-trashable';
import { renderWithProviders } from '../../../test/render';
import type { Bill, Payment } from '@taller/shared';
import { makeBill, makePayment } from '../../billing/pages/billing-pages.fixtures';
import { makeOrder } from '../../orders/pages/orders-page.fixtures';
import { ClientDashboardPage } from './client-dashboard-page';

afterEach(() => vi.restoreAllMocks());

/** Mi panel's bills and proofs, none unless given. */
const money = (bills: Bill[] = [], payments: Payment[] = []) => ({
  'GET /api/client-area/bills?*': ({ query }: { query: Record<string, string> }) =>
    pagedAnswer(bills, query),
  'GET /api/client-area/payments?*': ({ query }: { query: Record<string, string> }) =>
    pagedAnswer(payments, query),
});

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
      ...money(),
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

  it('shows paid and owed, the bills with their PDF, and each proof’s decision', async () => {
    const order = makeOrder({ totalCents: 10000, paidCents: 2500, owedCents: 7500 });
    const bill = makeBill({ orderId: order.id, order: { id: order.id, number: order.number } });
    const rejected = makePayment({
      id: 8,
      status: 'REJECTED',
      rejectReason: 'No llegó al banco',
      order: { id: order.id, number: order.number, clientName: 'Ana' },
    });
    const api = fakeApi({
      ...money([bill], [rejected]),
      'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([order], query),
      'GET /api/client-area/bills/:id/pdf': () => ({ file: '%PDF-' }),
    });
    renderWithProviders(<ClientDashboardPage />);
    const card = await screen.findByRole('listitem', { name: `Pedido ${order.number}` });
    expect(within(card).getByText('Pagado').nextSibling).toHaveTextContent('25,00');
    expect(within(card).getByText('Saldo').nextSibling).toHaveTextContent('75,00');

    const billCard = await screen.findByRole('listitem', { name: `Nota de venta ${bill.number}` });
    // Without SIAT the client's bills are notas de venta: nothing on the panel says factura.
    expect(within(billCard).getByText(`Nota de venta ${bill.number}`)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bfacturas?\b/i);
    Object.assign(URL, { createObjectURL: () => 'blob:bill', revokeObjectURL: () => {} });
    await userEvent.click(
      within(billCard).getByRole('button', { name: `Descargar PDF de ${bill.number}` }),
    );
    expect(api.calls.some((c) => c.path === `/api/client-area/bills/${bill.id}/pdf`)).toBe(true);

    expect(await screen.findByText('Motivo del rechazo: No llegó al banco')).toBeInTheDocument();
    expect(screen.getAllByText('Rechazado').length).toBeGreaterThan(0);

    await userEvent.click(
      within(card).getByRole('button', { name: `Enviar comprobante de ${order.number}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Enviar comprobante · ${order.number}`,
    });
    expect(within(dialog).getByRole('textbox', { name: 'Monto (Bs)' })).toHaveValue('75,00');
  });

  it("shows 'Saldo a favor' on an order and a bill an overpayment left a credit on", async () => {
    const order = makeOrder({ paidCents: 6000, owedCents: 4200, creditCents: 2000 });
    const bill = makeBill({
      order: { id: order.id, number: order.number },
      status: 'PAID',
      paidCents: 4000,
      owedCents: 0,
      creditCents: 2000,
    });
    fakeApi({
      ...money([bill]),
      'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([order], query),
    });
    renderWithProviders(<ClientDashboardPage />);
    const card = await screen.findByRole('listitem', { name: `Pedido ${order.number}` });
    expect(within(card).getByText('Saldo a favor').nextSibling).toHaveTextContent('20,00');
    const billCard = await screen.findByRole('listitem', { name: `Nota de venta ${bill.number}` });
    expect(within(billCard).getByText('Saldo a favor').nextSibling).toHaveTextContent('20,00');
  });

  it('shows people read-only once the order left PENDING', async () => {
    const order = makeOrder({ status: 'FINISHED' });
    fakeApi({
      ...money(),
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
    fakeApi({ ...money(), 'GET /api/client-area/orders?*': ({ query }) => pagedAnswer([], query) });
    renderWithProviders(<ClientDashboardPage />);
    expect(
      await screen.findByText('Todavía no tiene pedidos. Empiece con «Nuevo pedido».'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Todavía no tiene documentos de venta.')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no envió comprobantes.')).toBeInTheDocument();
  });

  it('says why the list did not load', async () => {
    fakeApi({
      ...money(),
      'GET /api/client-area/orders?*': () => ({
        status: 500,
        message: 'Error interno del servidor',
      }),
    });
    renderWithProviders(<ClientDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reintentar');
  });
});
