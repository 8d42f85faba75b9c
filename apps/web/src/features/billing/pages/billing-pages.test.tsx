import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../../../lib/toast';
import { fakeApi } from '../../../test/fake-api';
import { openDialog } from '../../../test/list-helpers';
import { renderWithProviders } from '../../../test/render';
import { BillingInfoPage } from './billing-info-page';
import { makeBill, makeBillingInfo, makePayment, page } from './billing-pages.fixtures';
import { BillsPage } from './bills-page';
import { PaymentsPage } from './payments-page';

const D = '/director/dashboard';
const signIn = (role: string) =>
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', role }));

describe('billing screens', () => {
  beforeEach(() => {
    resetToastDedup();
    localStorage.setItem('access_token', 'token-1');
    signIn('DIRECTOR');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('Notas de venta: lists bills with their document and status labels and the filtered totals, and annuls one with a reason', async () => {
    const bills = [
      makeBill(),
      makeBill({
        id: 2,
        number: 'F-000002',
        status: 'PARTIALLY_PAID',
        paidCents: 1000,
        owedCents: 3000,
      }),
    ];
    const { calls } = fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/bill?*': () => ({
        data: { ...page(bills), totals: { count: 2, totalCents: 8000, paidCents: 1000 } },
      }),
      'POST /api/bill/:id/annul': ({ body }) => ({
        message: 'Nota de venta F-000001 anulada',
        data: makeBill({ status: 'ANNULLED', annulReason: (body as { reason: string }).reason }),
      }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    expect(screen.getByText('Cargando documentos de venta...')).toBeInTheDocument();
    const second = await screen.findByRole('row', { name: /F-000002/ });
    expect(within(second).getByText('Pagada parcialmente')).toBeInTheDocument();
    expect(within(second).getByText('Nota de venta')).toBeInTheDocument();
    // Without SIAT the screen names them notas de venta and never says factura (issue 36).
    expect(await screen.findByRole('heading', { name: 'Notas de venta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emitir nota de venta' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bfacturas?\b/i);
    expect(
      within(screen.getByRole('row', { name: /F-000001/ })).getByText('Emitida'),
    ).toBeInTheDocument();
    const totals = screen.getByLabelText('Totales de los documentos filtrados');
    expect(within(totals).getByText(/80,00/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Pagada');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/bill?status=PAID&page=1&pageSize=20&sort=-number'),
    );

    // The document filter (its 'Factura' option) is there only with SIAT: bills-page-siat.test.
    expect(screen.queryByRole('combobox', { name: 'Documento' })).not.toBeInTheDocument();

    const dialog = await openDialog('Anular F-000001', 'Anular nota de venta F-000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(within(dialog).getByText('El motivo de la anulación es requerido')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo de la anulación'), 'NIT equivocado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await screen.findByText('Nota de venta F-000001 anulada');
    expect(document.body.textContent).not.toMatch(/\bfacturas?\b/i);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'NIT equivocado' });
  });

  it('Notas de venta: says when there are none', async () => {
    fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/bill?*': () => ({
        data: { ...page([]), totals: { count: 0, totalCents: 0, paidCents: 0 } },
      }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    await screen.findByText('No hay documentos de venta emitidos.');
  });

  it('Notas de venta: a failed load says why and offers Reintentar', async () => {
    fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/bill?*': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    await screen.findByText('Error al cargar los documentos de venta: Error interno del servidor');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('Verificación de pagos: opens on pending proofs, flags duplicates, approves one', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} });
    const proof = makePayment({ duplicates: [{ id: 4, orderNumber: 'PED-2026-00003' }] });
    const { calls } = fakeApi({
      'GET /api/payment?*': () => ({ data: page([proof]) }),
      'GET /api/payment/:id/file': () => ({ file: 'png' }),
      'POST /api/payment/:id/approve': () => ({
        message: 'Pago aprobado',
        data: { ...proof, status: 'APPROVED' },
      }),
    });
    renderWithProviders(<PaymentsPage />, { path: `${D}/verification-bills` });
    const row = await screen.findByRole('row', { name: /PED-2026-00007/ });
    expect(calls[0]?.path).toBe('/api/payment?status=PENDING&page=1&pageSize=20&sort=createdAt');
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row).getByText('Posible duplicado')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Revisar comprobante de PED-2026-00007' }),
    );
    const review = await screen.findByRole('dialog', {
      name: 'Comprobante del pedido PED-2026-00007',
    });
    // The proof is private: fetched with the session and shown through an object URL.
    expect(
      await within(review).findByRole('img', { name: 'Comprobante recibo.png' }),
    ).toHaveAttribute('src', 'blob:proof');
    expect(within(review).getByText(/El mismo archivo ya se envió antes/)).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Aprobar' }));
    const approve = await screen.findByRole('dialog', { name: 'Aprobar comprobante' });
    await userEvent.click(within(approve).getByRole('button', { name: 'Aprobar' }));
    await screen.findByText('Pago aprobado');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/payment/5/approve')).toBe(
      true,
    );
  });

  it('Verificación de pagos: says when nothing waits', async () => {
    fakeApi({ 'GET /api/payment?*': () => ({ data: page([]) }) });
    renderWithProviders(<PaymentsPage />, { path: `${D}/verification-bills` });
    await screen.findByText('No se encontraron comprobantes que coincidan con los filtros.');
  });

  it('Datos de facturación: shows the identity and its history; a producer only reads it', async () => {
    signIn('PRODUCER');
    fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/auth/me': () => ({ data: { id: 1, name: 'Ana', role: 'PRODUCER' } }),
    });
    renderWithProviders(<BillingInfoPage />, { path: `${D}/info-bill` });
    expect(await screen.findByLabelText('Razón social')).toHaveValue('Confecciones Andinas SRL');
    expect(screen.getByText(/Solo lectura/)).toBeInTheDocument();
    expect(screen.getByLabelText('Razón social')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar datos' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(within(history).getByText('Razón social, NIT')).toBeInTheDocument();
  });

  it('Datos de facturación: a director saves it; a failed load says why', async () => {
    const { calls } = fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/auth/me': () => ({ data: { id: 1, name: 'Ana', role: 'DIRECTOR' } }),
      'PUT /api/info-bill': ({ body }) => ({
        message: 'Datos de facturación guardados',
        data: makeBillingInfo({ ...(body as object), version: 2 } as never),
      }),
    });
    renderWithProviders(<BillingInfoPage />, { path: `${D}/info-bill` });
    const name = await screen.findByLabelText('Razón social');
    await userEvent.clear(name);
    await userEvent.type(name, 'Andina Textil SRL');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await screen.findByText('Datos de facturación guardados');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 1,
      businessName: 'Andina Textil SRL',
      taxRatePercent: 13,
      nextNumber: 2,
      bankAccounts: [{ bank: 'Banco Unión' }],
    });
  });
});
