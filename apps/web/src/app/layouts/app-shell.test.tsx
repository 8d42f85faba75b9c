import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DIRECTOR,
  PRODUCER,
  mockApi,
  renderApp,
  signedOutForEachTest,
  signIn,
} from '../../test/render-app';

describe('signed-in layouts', () => {
  signedOutForEachTest();

  it('shows the current user and role; producers do not see Usuarios', async () => {
    mockApi();
    signIn(PRODUCER);
    renderApp('/director/dashboard/lines');
    await screen.findByRole('heading', { name: 'Gestión de Líneas' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).queryByRole('link', { name: 'Usuarios' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Líneas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Pedro Productor')).toBeInTheDocument();
    expect(screen.getByText('Productor')).toBeInTheDocument();
  });

  it('keeps the user record fresh from the server (a renamed user, a changed role)', async () => {
    mockApi({ 'GET /auth/me': () => ({ status: 200, data: { ...DIRECTOR, name: 'Ana María' } }) });
    signIn(DIRECTOR);
    renderApp('/director/dashboard/lines');
    expect(await screen.findByText('Ana María')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Ana María');
  });

  it('signs out: revokes the session on the server, clears the browser, back to /', async () => {
    const fetchMock = mockApi({ 'POST /auth/logout': () => ({ status: 200 }) });
    signIn(DIRECTOR);
    const router = renderApp('/director/dashboard/reports');
    await screen.findByRole('heading', { name: 'Reportes' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect((logout![1]!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('taller_session')).toBeNull();
  });

  it('signs out even when the session had already ended on the server, without a toast', async () => {
    mockApi({
      'POST /auth/logout': () => ({ status: 401 }),
      'POST /auth/refresh': () => ({ status: 401 }),
    });
    signIn(DIRECTOR);
    renderApp('/director/dashboard/reports');
    await screen.findByRole('heading', { name: 'Reportes' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(screen.queryByText('No tienes permisos para realizar esta acción')).toBeNull();
  });

  it('folds the menu behind an accessible toggle that Escape and navigation close', async () => {
    mockApi();
    signIn(DIRECTOR);
    renderApp('/director/dashboard/lines');
    await screen.findByRole('heading', { name: 'Gestión de Líneas' });
    const open = screen.getByRole('button', { name: 'Abrir menú' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveAttribute('aria-controls', 'menu-principal');
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await userEvent.click(screen.getByRole('link', { name: 'Materiales' }));
    await screen.findByRole('heading', { name: 'Gestión de Materiales' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
