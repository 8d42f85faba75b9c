import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import {
  ACTIVITY,
  EMPTY_SIAT_SETTINGS,
  cataloguePage,
  makeSiatSettings,
  makeSiatStatus,
} from './siat-fixtures';
import { SiatSettingsPage } from './siat-settings-page';
import { signedInForEachTest } from '../../../test/signed-in';

const PATH = '/director/dashboard/siat';

describe('Configuración SIAT', () => {
  signedInForEachTest();

  it('shows the settings with the token write-only, the status, and saves without resending the token', async () => {
    const { calls } = fakeApi({
      'GET /api/siat/settings': () => ({ data: makeSiatSettings() }),
      'GET /api/siat/status': () => ({ data: makeSiatStatus() }),
      'GET /api/siat/catalogue/:name?*': () => cataloguePage([ACTIVITY]),
      'PUT /api/siat/settings': ({ body }) => ({
        message: 'Configuración del SIAT guardada',
        data: makeSiatSettings(body as object),
      }),
    });
    renderWithProviders(<SiatSettingsPage />, { path: PATH });
    expect(screen.getByText('Cargando la configuración del SIAT...')).toBeInTheDocument();
    expect(await screen.findByLabelText('NIT')).toHaveValue('1023456028');
    const token = screen.getByLabelText('Token delegado');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(screen.getByText('Guardado. Déjelo vacío para conservarlo.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Actividad económica')).toHaveTextContent(
      '141000 — Confección de prendas de vestir',
    );
    const status = screen.getByRole('region', { name: 'Estado del SIAT' });
    expect(await within(status).findByText('SIAT — Computarizada en Línea')).toBeInTheDocument();
    expect(within(status).getByText('Piloto (pruebas)')).toBeInTheDocument();
    expect(within(status).getByText('No: el SIAT responde')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Punto de venta'));
    await userEvent.type(screen.getByLabelText('Punto de venta'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Configuración del SIAT guardada');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      environment: 'PILOTO',
      nit: '1023456028',
      systemCode: 'SIS-TALLER-01',
      branch: 0,
      pointOfSale: 2,
      activityCode: '141000',
    });
  });

  it('not configured yet: says what is missing, checks the fields, sends a new token', async () => {
    const { calls } = fakeApi({
      'GET /api/siat/settings': () => ({ data: EMPTY_SIAT_SETTINGS }),
      'GET /api/siat/status': () => ({
        data: makeSiatStatus({ mode: 'NONE', cufdValidUntil: null, lastSync: null }),
      }),
      'GET /api/siat/catalogue/:name?*': () => cataloguePage([ACTIVITY]),
      'PUT /api/siat/settings': ({ body }) => ({
        message: 'Configuración del SIAT guardada',
        data: makeSiatSettings({ ...(body as object), hasToken: true }),
      }),
    });
    renderWithProviders(<SiatSettingsPage />, { path: PATH });
    await screen.findByText(/El SIAT aún no está configurado/);
    expect(await screen.findByRole('note')).toHaveTextContent(/Sin facturación electrónica/);
    expect(screen.getByText('Sin guardar.')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Estado del SIAT' });
    expect(await within(status).findByText('Sin CUFD')).toBeInTheDocument();
    expect(within(status).getByText('Nunca')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('NIT'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(
      await screen.findByText('El NIT debe tener solo números (hasta 13)'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByLabelText('NIT'));
    await userEvent.type(screen.getByLabelText('NIT'), '1023456028');
    await userEvent.type(screen.getByLabelText('Código de sistema'), 'SIS-1');
    await userEvent.type(screen.getByLabelText('Token delegado'), 'eyJhbGciOi');
    await userEvent.type(screen.getByRole('combobox', { name: 'Actividad económica' }), '1410');
    await userEvent.click(await screen.findByRole('option', { name: /Confección/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Configuración del SIAT guardada');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      nit: '1023456028',
      systemCode: 'SIS-1',
      token: 'eyJhbGciOi',
      activityCode: '141000',
    });
  });

  it('Sincronizar ahora: a toast with the result, or the Spanish error', async () => {
    let fails = false;
    let lastSync: string | null = null;
    fakeApi({
      'GET /api/siat/settings': () => ({ data: makeSiatSettings() }),
      'GET /api/siat/status': () => ({ data: makeSiatStatus({ lastSync }) }),
      'GET /api/siat/catalogue/:name?*': () => cataloguePage([ACTIVITY]),
      'POST /api/siat/sync': () =>
        fails
          ? { status: 502, message: 'El SIAT no responde: intente más tarde' }
          : ((lastSync = '2026-11-28T14:05:00.000Z'),
            {
              message: 'Códigos y catálogos del SIAT sincronizados',
              data: makeSiatStatus({ lastSync }),
            }),
    });
    renderWithProviders(<SiatSettingsPage />, { path: PATH });
    const status = await screen.findByRole('region', { name: 'Estado del SIAT' });
    await within(status).findByText('Nunca');
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar ahora' }));
    await screen.findByText('Códigos y catálogos del SIAT sincronizados');
    await waitFor(() => expect(within(status).queryByText('Nunca')).not.toBeInTheDocument());
    fails = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar ahora' }));
    await screen.findByText('El SIAT no responde: intente más tarde');
  });

  it('shows the contingency on the status card', async () => {
    fakeApi({
      'GET /api/siat/settings': () => ({ data: makeSiatSettings() }),
      'GET /api/siat/status': () => ({
        data: makeSiatStatus({ contingency: { since: new Date().toISOString(), pending: 3 } }),
      }),
      'GET /api/siat/catalogue/:name?*': () => cataloguePage([ACTIVITY]),
    });
    renderWithProviders(<SiatSettingsPage />, { path: PATH });
    await screen.findByText(/En contingencia desde \d\d:\d\d — 3 facturas por enviar/);
  });

  it('a failed load says why and offers Reintentar; a refusal says access denied', async () => {
    fakeApi({
      'GET /api/siat/settings': () => ({ status: 500, message: 'Error interno del servidor' }),
      'GET /api/siat/status': () => ({ status: 500, message: 'Error interno del servidor' }),
    });
    const first = renderWithProviders(<SiatSettingsPage />, { path: PATH });
    await screen.findByText(
      'Error al cargar la configuración del SIAT: Error interno del servidor',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();
    fakeApi({
      'GET /api/siat/settings': () => ({ status: 403, message: 'No tiene permiso' }),
      'GET /api/siat/status': () => ({ data: makeSiatStatus() }),
    });
    renderWithProviders(<SiatSettingsPage />, { path: PATH });
    await screen.findByText('Acceso denegado');
  });
});
