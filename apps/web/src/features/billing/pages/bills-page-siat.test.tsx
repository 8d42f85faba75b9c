import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeBill, makeBillingInfo, page } from './billing-pages.fixtures';
import { BillsPage } from './bills-page';
import { signedInForEachTest } from '../../../test/signed-in';

const D = '/director/dashboard';
const CUF = '44D4B3CB0E8E1C2F6B1F0A0A9CDE5D1A3B2C1D0E9F8A7B6C5D4E3F2A1';
const FACTURA = makeBill({
  id: 9,
  number: 'F-000009',
  document: 'FACTURA',
  cuf: CUF,
  siatState: 'OBSERVADA',
  siatMessages: ['La leyenda no corresponde a la actividad'],
  qrUrl: `https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1&cuf=${CUF}&numero=9&t=2`,
});
const status = (contingency: { since: string; pending: number } | null) => ({
  data: {
    mode: 'SIAT_COMPUTARIZADA',
    environment: 'PILOTO',
    cufdValidUntil: null,
    lastSync: null,
    contingency,
  },
});

/** Issue 36: the bills screen with SIAT (banner, a factura's SIAT data, its annulment). */
describe('bills screen with SIAT', () => {
  signedInForEachTest();

  it('shows the contingency banner, a factura with its SIAT data, and annuls it with a catalogue reason', async () => {
    const { calls } = fakeApi({
      'GET /api/info-bill': () => ({
        data: makeBillingInfo({ billingMode: 'SIAT_COMPUTARIZADA' }),
      }),
      'GET /api/siat/status': () => status({ since: new Date().toISOString(), pending: 7 }),
      'GET /api/bill?*': () => ({
        data: { ...page([FACTURA]), totals: { count: 1, totalCents: 4000, paidCents: 0 } },
      }),
      'GET /api/bill/:id': () => ({ data: FACTURA }),
      'GET /api/siat/catalogue/:name?*': () => ({
        data: {
          items: [{ code: '1', description: 'FACTURA MAL EMITIDA', activityCode: null }],
          total: 1,
          page: 1,
          pageSize: 20,
          syncedAt: '2026-11-28T14:00:00.000Z',
        },
      }),
      'POST /api/bill/:id/annul': () => ({ message: 'Factura F-000009 anulada', data: FACTURA }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    expect(
      await screen.findByText(/En contingencia desde \d\d:\d\d — 7 facturas por enviar/),
    ).toBeInTheDocument();
    // With SIAT the list filters by document.
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Documento' }),
      'Factura',
    );
    await vi.waitFor(() => expect(calls.at(-1)?.query.document).toBe('FACTURA'));

    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalles de F-000009' }));
    const details = await screen.findByRole('dialog', { name: /F-000009/ });
    const siat = within(details).getByRole('region', { name: 'Datos del SIAT' });
    expect(within(siat).getByText('Observada')).toBeInTheDocument();
    expect(within(siat).getByText(CUF)).toBeInTheDocument();
    expect(within(siat).getByText('La leyenda no corresponde a la actividad')).toBeInTheDocument();
    await userEvent.click(within(details).getAllByRole('button', { name: 'Cerrar' })[0]!);

    await userEvent.click(screen.getByRole('button', { name: 'Anular F-000009' }));
    const annul = await screen.findByRole('dialog', { name: /Anular .*F-000009/ });
    await userEvent.click(within(annul).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: /FACTURA MAL EMITIDA/ }));
    await userEvent.type(within(annul).getByLabelText('Motivo de la anulación'), 'Mal emitida');
    await userEvent.click(within(annul).getByRole('button', { name: 'Anular' }));
    await screen.findByText('Factura F-000009 anulada');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'Mal emitida',
      reasonCode: 1,
    });
  });

  it('a nota de venta is annulled with a text only, and no banner shows without contingency', async () => {
    const nota = makeBill();
    const { calls } = fakeApi({
      'GET /api/siat/status': () => status(null),
      'GET /api/bill?*': () => ({
        data: { ...page([nota]), totals: { count: 1, totalCents: 4000, paidCents: 0 } },
      }),
      'POST /api/bill/:id/annul': () => ({ message: 'Anulada', data: nota }),
    });
    renderWithProviders(<BillsPage />, { path: `${D}/bills` });
    await userEvent.click(await screen.findByRole('button', { name: `Anular ${nota.number}` }));
    const annul = await screen.findByRole('dialog', {
      name: new RegExp(`Anular .*${nota.number}`),
    });
    expect(within(annul).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.type(within(annul).getByLabelText('Motivo de la anulación'), 'Error');
    await userEvent.click(within(annul).getByRole('button', { name: 'Anular' }));
    await screen.findByText('Anulada');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Error' });
    expect(screen.queryByText(/contingencia/)).not.toBeInTheDocument();
  });
});
