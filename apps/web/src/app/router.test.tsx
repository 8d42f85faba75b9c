import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_EVENT } from '../api/client';
import {
  CLIENT,
  DIRECTOR,
  mockApi,
  renderApp,
  signedOutForEachTest,
  signIn,
} from '../test/render-app';
import { sentRequest } from '../test/sent-request';

// Lazy screens: the global wait (vitest.setup.ts) covers their first load on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { name });

describe('route table and access guard (SPEC.md §2, §4)', () => {
  signedOutForEachTest();

  it('sends a visitor to / remembering the origin, and back there after signing in', async () => {
    mockApi({
      'POST /auth/login': () => ({ status: 200, data: { accessToken: 'nuevo', user: DIRECTOR } }),
    });
    const router = renderApp('/director/dashboard/clients');
    await heading('Iniciar sesión');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ from: '/director/dashboard/clients' });
    expect(screen.getByRole('status')).toHaveTextContent('Inicia sesión para continuar.');

    await userEvent.type(screen.getByLabelText('Correo electrónico'), DIRECTOR.email);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'una clave');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await heading('Gestión de Clientes');
    expect(router.state.location.pathname).toBe('/director/dashboard/clients');
    expect(localStorage.getItem('access_token')).toBe('nuevo');
    expect(sessionStorage.getItem('taller_session')).toBe('1');
  });

  it.each([
    ['/', DIRECTOR, '/director/dashboard', 'Gestión de Usuarios'],
    ['/reset-password', DIRECTOR, '/director/dashboard', 'Gestión de Usuarios'],
    ['/', CLIENT, '/client/dashboard', 'Mi panel'],
    ['/director/dashboard/lines', CLIENT, '/client/dashboard', 'Mi panel'],
    ['/director/dashboard/models/7', CLIENT, '/client/dashboard', 'Mi panel'],
    ['/director', DIRECTOR, '/director/dashboard', 'Gestión de Usuarios'],
    ['/client', CLIENT, '/client/dashboard', 'Mi panel'],
  ])('sends a signed-in user from %s (%o) to %s', async (from, user, to, title) => {
    mockApi();
    signIn(user);
    const router = renderApp(from);
    await heading(title);
    expect(router.state.location.pathname).toBe(to);
  });

  it.each([
    ['/director/dashboard/lines', 'Gestión de Líneas'],
    ['/director/dashboard/institutions', 'Gestión de Instituciones'],
    ['/director/dashboard/products', 'Gestión de Productos'],
    ['/director/dashboard/users', 'Gestión de Usuarios'],
    ['/director/dashboard/packages/4/edit', 'Editar Paquete'],
    ['/director/dashboard/orders/create-new', 'Nuevo Pedido'],
    ['/director/dashboard/orders/9/edit-new', 'Editar Pedido'],
    ['/director/dashboard/orders/production-sheet', 'Hoja de producción'],
    ['/director/dashboard/orders/9/production-sheet', 'Hoja de producción'],
    ['/director/dashboard/verification-bills', 'Verificación de pagos'],
    ['/director/dashboard/info-bill', 'Datos de facturación'],
    ['/director/dashboard/siat', 'Configuración SIAT'],
    ['/client/dashboard/new', 'Nuevo pedido'],
    ['/client/faq', 'Preguntas frecuentes'],
    ['/director/dashboard/support', 'Soporte'],
    ['/director/dashboard/faq', 'Preguntas frecuentes'],
  ])('shows %s to staff with its title, in the tab too', async (path, title) => {
    mockApi();
    signIn(DIRECTOR);
    renderApp(path);
    await heading(title);
    await waitFor(() => expect(document.title).toBe(`${title} · Taller`));
  });

  it("shows a line's models at /director/dashboard/models/3, named after the line", async () => {
    mockApi({
      'GET /line/3': () => ({ status: 200, data: { id: 3, name: 'Clásica' } }),
      'GET /model/all/lineId/3': () => ({ status: 200, data: [] }),
    });
    signIn(DIRECTOR);
    renderApp('/director/dashboard/models/3');
    await heading('Modelos de la Línea Clásica');
    await waitFor(() => expect(document.title).toBe('Modelos de la Línea · Taller'));
  });

  it('renews the session after a reload before the guard decides', async () => {
    sessionStorage.setItem('taller_session', '1');
    const fetchMock = mockApi({
      'POST /auth/refresh': () => ({
        status: 200,
        data: { accessToken: 'renovado', user: DIRECTOR },
      }),
    });
    const router = renderApp('/director/dashboard/lines');
    await heading('Gestión de Líneas');
    expect(router.state.location.pathname).toBe('/director/dashboard/lines');
    expect((await sentRequest(...fetchMock.mock.calls[0]!)).path).toBe('/api/auth/refresh');
    expect(localStorage.getItem('access_token')).toBe('renovado');
  });

  it('signs out when the renewal is refused, remembering where the user was', async () => {
    sessionStorage.setItem('taller_session', '1');
    mockApi({ 'POST /auth/refresh': () => ({ status: 401 }) });
    const router = renderApp('/director/dashboard/lines');
    await heading('Iniciar sesión');
    expect(router.state.location.state).toEqual({ from: '/director/dashboard/lines' });
    expect(sessionStorage.getItem('taller_session')).toBeNull();
  });

  it('goes to / remembering the screen when the session expires', async () => {
    mockApi();
    signIn(DIRECTOR);
    const router = renderApp('/director/dashboard/reports?page=2');
    await heading('Reportes');
    localStorage.removeItem('access_token');
    // The layout listens from an effect, which may run just after the heading shows on a busy
    // machine: the event is sent until the app has acted on it (it is idempotent).
    await waitFor(() => {
      if (router.state.location.pathname !== '/') {
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      expect(router.state.location.pathname).toBe('/');
    });
    await heading('Iniciar sesión');
    expect(router.state.location.state).toEqual({ from: '/director/dashboard/reports?page=2' });
    expect(sessionStorage.getItem('taller_session')).toBeNull();
  });

  it('shows the not-found page for unknown addresses', async () => {
    mockApi();
    renderApp('/director/dashboard/no-existe');
    // Unknown director addresses are not guarded: nothing there to protect.
    await heading('Página no encontrada');
  });
});
