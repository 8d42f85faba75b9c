import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BillingInfoPage } from './billing-info-page';
import { makeBill, makeBillingInfo, page } from './billing-pages.fixtures';
import { BillsPage } from './bills-page';
import { signedInForEachTest } from '../../../test/signed-in';

const D = '/director/dashboard';
/** 'factura' or 'facturas' as a word; 'facturación' (the activity, the mode's name) is allowed. */
const FACTURA = /\bfacturas?\b/i;

describe('the billing mode on the screens (issue 36)', () => {
  signedInForEachTest();

  it('with SIAT the list is titled Facturas; each row says which document it is', async () => {
    const bills = [
      makeBill({ id: 2, number: 'F-000002', document: 'FACTURA', siatState: 'VALIDADA' }),
      makeBill(),
    ];
    fakeApi({
      'GET /api/info-bill': () => ({
        data: makeBillingInfo({ billingMode: 'SIAT_COMPUTARIZADA' }),
      }),
      'GET /api/bill?*': () => ({
        data: { ...page(bills), totals: { count: 2, totalCents: 8000, paidCents: 0 } },
      }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emitir factura' })).toBeInTheDocument();
    const factura = await screen.findByRole('row', { name: /F-000002/ });
    expect(within(factura).getByText('Factura')).toBeInTheDocument();
    const nota = screen.getByRole('row', { name: /F-000001/ });
    expect(within(nota).getByText('Nota de venta')).toBeInTheDocument();
  });

  it("Datos de facturación: 'Modo de facturación' is shown, saved, and says no factura without SIAT", async () => {
    const { calls } = fakeApi({
      'GET /api/info-bill': () => ({ data: makeBillingInfo() }),
      'GET /api/auth/me': () => ({ data: { id: 1, name: 'Ana', role: 'DIRECTOR' } }),
      'PUT /api/info-bill': ({ body }) => ({
        message: 'Datos de facturación guardados',
        data: makeBillingInfo({ ...(body as object), version: 2 } as never),
      }),
    });
    renderWithProviders(<BillingInfoPage />, { path: `${D}/info-bill` });
    const mode = await screen.findByRole('combobox', { name: 'Modo de facturación' });
    expect(mode).toHaveValue('NONE');
    expect(within(mode).getByRole('option', { selected: true })).toHaveTextContent(
      'Sin facturación electrónica',
    );
    expect(document.body.textContent).not.toMatch(FACTURA);
    await userEvent.selectOptions(mode, 'SIAT — Computarizada en Línea');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await screen.findByText('Datos de facturación guardados');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        billingMode: 'SIAT_COMPUTARIZADA',
      }),
    );
  });
});
