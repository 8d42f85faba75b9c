import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT,
  DIRECTOR,
  PRODUCER,
  mockApi,
  signedOutForEachTest,
  signIn,
} from '../test/render-app';
import { Entry, opensOnSignIn } from './entry';

/** The page as main.tsx starts it, at `path` (the browser's address, not a memory router). */
function openPage(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  render(<Entry startsOnSignIn={opensOnSignIn()} />);
}

const signInAs = async (user: typeof DIRECTOR) => {
  await userEvent.type(await screen.findByLabelText('Correo electrónico'), user.email);
  await userEvent.type(screen.getByLabelText('Contraseña'), 'clave-correcta');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

const loginAnswer = (user: typeof DIRECTOR) => ({
  'POST /auth/login': () => ({ status: 200, data: { accessToken: `token-${user.id}`, user } }),
});

describe('the entry: the sign-in page before the router, the app after (decision 020)', () => {
  signedOutForEachTest();
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it.each([
    [DIRECTOR, '/director/dashboard', 'Gestión de Usuarios'],
    [PRODUCER, '/director/dashboard', 'Gestión de Usuarios'],
    [CLIENT, '/client/dashboard', 'Mi panel'],
  ])('signs in a $role from / and lands on their dashboard', async (user, path, heading) => {
    mockApi(loginAnswer(user));
    openPage('/');
    expect(document.title).toBe('Iniciar sesión · Taller');
    await signInAs(user);
    await screen.findByRole('heading', { name: heading });
    expect(window.location.pathname).toBe(path);
    expect(localStorage.getItem('access_token')).toBe(`token-${user.id}`);
    expect(sessionStorage.getItem('taller_session')).toBe('1');
  });

  it('keeps a refusal on the sign-in page, in its alert', async () => {
    mockApi({
      'POST /auth/login': () => ({ status: 401, message: 'Correo o contraseña incorrectos' }),
    });
    openPage('/');
    await signInAs(DIRECTOR);
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('sends a signed-out deep link to /, then back there after signing in', async () => {
    mockApi(loginAnswer(DIRECTOR));
    openPage('/director/dashboard/clients');
    await screen.findByText('Inicia sesión para continuar.');
    expect(window.location.pathname).toBe('/');
    await signInAs(DIRECTOR);
    await screen.findByRole('heading', { name: 'Gestión de Clientes' });
    expect(window.location.pathname).toBe('/director/dashboard/clients');
  });

  it('remembers that origin across a reload of the sign-in page', async () => {
    mockApi(loginAnswer(DIRECTOR));
    // What the router leaves in the history entry when the guard sends a visitor to /.
    openPage('/', { usr: { from: '/director/dashboard/clients' }, key: 'k', idx: 0 });
    await screen.findByText('Inicia sesión para continuar.');
    await signInAs(DIRECTOR);
    await screen.findByRole('heading', { name: 'Gestión de Clientes' });
    expect(window.location.pathname).toBe('/director/dashboard/clients');
  });

  it('sends a signed-in tab opening / to its dashboard', async () => {
    mockApi();
    signIn(CLIENT);
    openPage('/');
    await screen.findByRole('heading', { name: 'Mi panel' });
    expect(window.location.pathname).toBe('/client/dashboard');
  });

  it('follows the password link without reloading the page', async () => {
    mockApi();
    openPage('/');
    await userEvent.click(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await screen.findByRole('heading', { name: 'Restablecer contraseña' });
    expect(window.location.pathname).toBe('/reset-password');
  });

  it.each([
    ['/', 'Iniciar sesión'],
    ['/director/dashboard/clients', 'Iniciar sesión'],
  ])(
    'shows the start overlay over the first screen at %s, for its second',
    async (path, heading) => {
      mockApi();
      openPage(path);
      const overlay = screen.getByRole('figure', { name: 'Frase de bienvenida' });
      await screen.findByRole('heading', { name: heading });
      expect(overlay).toBeInTheDocument();
      await waitForElementToBeRemoved(overlay);
    },
  );
});
