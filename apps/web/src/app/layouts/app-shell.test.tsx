import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT,
  DIRECTOR,
  PRODUCER,
  mockApi,
  renderApp,
  signedOutForEachTest,
  signIn,
} from '../../test/render-app';
import { sentRequest } from '../../test/sent-request';

/** Signed in as `user` at `path`, once its screen shows `heading`: the app's router. */
async function showScreen(user: typeof DIRECTOR, path: string, heading: string) {
  signIn(user);
  const router = renderApp(path);
  await screen.findByRole('heading', { name: heading });
  return router;
}

/** 'Cerrar sesión', then the sign-in screen. */
async function signOut() {
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
}

describe('signed-in layouts', () => {
  signedOutForEachTest();

  it('shows the current user and role; producers do not see Usuarios', async () => {
    mockApi();
    await showScreen(PRODUCER, '/director/dashboard/lines', 'Gestión de Líneas');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).queryByRole('link', { name: 'Usuarios' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Líneas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Pedro Productor')).toBeInTheDocument();
    expect(screen.getByText('Productor')).toBeInTheDocument();
  });

  it("opens 'Referencia de la API' in a new tab once the session has the page's cookie", async () => {
    const fetchMock = mockApi({
      'POST /docs/session': () => ({ status: 200, data: { expiresAt: '2026-01-01T00:15:00Z' } }),
    });
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await showScreen(PRODUCER, '/director/dashboard/reports', 'Reportes');
    await userEvent.click(screen.getByRole('button', { name: 'Referencia de la API' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/docs/'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const sent = await Promise.all(fetchMock.mock.calls.map((call) => sentRequest(...call)));
    const asked = sent.find((request) => request.path === '/api/docs/session');
    expect(asked?.method).toBe('POST');
    expect(asked?.headers.get('Authorization')).toBe('Bearer token-2');
    open.mockRestore();
  });

  it("offers no 'Referencia de la API' in the client area", async () => {
    mockApi();
    signIn(CLIENT);
    renderApp('/client/dashboard');
    await screen.findByRole('heading', { name: 'Mi panel' });
    expect(screen.queryByRole('button', { name: 'Referencia de la API' })).toBeNull();
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
    const router = await showScreen(DIRECTOR, '/director/dashboard/reports', 'Reportes');
    await signOut();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    const sent = await Promise.all(fetchMock.mock.calls.map((call) => sentRequest(...call)));
    const logout = sent.find((request) => request.path === '/api/auth/logout');
    expect(logout!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('taller_session')).toBeNull();
  });

  it('signs out even when the session had already ended on the server, without a toast', async () => {
    mockApi({
      'POST /auth/logout': () => ({ status: 401 }),
      'POST /auth/refresh': () => ({ status: 401 }),
    });
    await showScreen(DIRECTOR, '/director/dashboard/reports', 'Reportes');
    await signOut();
    expect(screen.queryByText('No tienes permisos para realizar esta acción')).toBeNull();
  });

  it('folds the menu behind an accessible toggle that Escape and navigation close', async () => {
    mockApi();
    await showScreen(DIRECTOR, '/director/dashboard/lines', 'Gestión de Líneas');
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
