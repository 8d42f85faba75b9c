import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isLoginPage } from '../../../lib/login-page';
import { DIRECTOR, mockApi, renderApp, signedOutForEachTest } from '../../../test/render-app';
import { sentJson } from '../../../test/sent-request';

/** The sign-in screen at '/', once it shows. */
async function openSignIn() {
  renderApp('/');
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
}

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

describe('LoginPage', () => {
  signedOutForEachTest();

  it('is a login page by SPEC.md’s detection rule, with a link to reset the password', async () => {
    mockApi();
    await openSignIn();
    expect(isLoginPage()).toBe(true);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says in Spanish what is missing, without calling the server', async () => {
    const fetchMock = mockApi();
    await openSignIn();
    await fill('', '');
    // The form validates after the click's event has been handled: wait for its messages.
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'El correo es requerido',
      ),
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña es requerida',
    );
    await fill('no-es-un-correo', 'x');
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'Ingrese un correo electrónico válido',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is busy while signing in, then shows the server’s message in an alert', async () => {
    let answer: (reply: { status: number; message: string }) => void = () => {};
    mockApi({
      'POST /auth/login': () => new Promise((resolve) => (answer = resolve)),
    });
    await openSignIn();
    await fill(' Ana@Taller.BO ', 'mala');
    const button = screen.getByRole('button', { name: 'Ingresando...' });
    expect(button).toBeDisabled();
    answer({ status: 401, message: 'Correo o contraseña incorrectos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends the email trimmed and lower-cased, and shows rate limiting as the server says', async () => {
    const fetchMock = mockApi({
      'POST /auth/login': () => ({
        status: 429,
        message: 'Demasiados intentos. Inténtalo de nuevo en 42 segundos.',
      }),
    });
    await openSignIn();
    await fill(' Ana@Taller.BO ', 'clave');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Inténtalo de nuevo en 42 segundos.',
    );
    expect(await sentJson(...fetchMock.mock.calls[0]!)).toEqual({
      email: 'ana@taller.bo',
      password: 'clave',
    });
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await openSignIn();
    await fill(DIRECTOR.email, 'clave');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
  });
});
