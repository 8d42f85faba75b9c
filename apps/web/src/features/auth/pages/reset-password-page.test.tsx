import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedOutForEachTest } from '../../../test/render-app';
import { sentJson } from '../../../test/sent-request';

/** The page a reset link opens ('Cambiar contraseña'), once it shows. */
async function openResetLink(token = 'abc') {
  renderApp(`/reset-password?token=${token}`);
  await screen.findByRole('heading', { name: 'Cambiar contraseña' });
}

/** On the page a reset link opens: types `password` in both boxes and saves it. */
async function saveNewPassword(password: string) {
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

const SENT = 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.';

describe('ResetPasswordPage', () => {
  signedOutForEachTest();

  it('without a token asks for the email and shows the server’s answer', async () => {
    const fetchMock = mockApi({
      'POST /auth/forgot-password': () => ({ status: 200, message: SENT }),
    });
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Restablecer contraseña' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@taller.bo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(await sentJson(...fetchMock.mock.calls[0]!)).toEqual({
      email: 'ana@taller.bo',
    });
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('with a token applies the password rules and asks for the same password twice', async () => {
    const fetchMock = mockApi();
    await openResetLink();
    const password = screen.getByLabelText('Nueva contraseña');
    const confirm = screen.getByLabelText('Confirmar contraseña');
    const save = screen.getByRole('button', { name: 'Guardar contraseña' });

    await userEvent.type(password, 'corta');
    await userEvent.click(save);
    expect(password).toHaveAccessibleDescription(/La contraseña debe tener al menos 8 caracteres/);
    await userEvent.clear(password);
    await userEvent.type(password, '12345678');
    await userEvent.click(save);
    expect(password).toHaveAccessibleDescription(
      /Esa contraseña es demasiado común y fácil de adivinar/,
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'caballo correcto batería');
    await userEvent.type(confirm, 'caballo correcto');
    await userEvent.click(save);
    expect(confirm).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, then offers to sign in', async () => {
    const fetchMock = mockApi({
      'POST /auth/reset-password': () => ({
        status: 200,
        message: 'Contraseña actualizada. Ya puedes iniciar sesión.',
      }),
    });
    await openResetLink();
    await saveNewPassword('caballo correcto batería');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Contraseña actualizada. Ya puedes iniciar sesión.',
    );
    expect(await sentJson(...fetchMock.mock.calls[0]!)).toEqual({
      token: 'abc',
      password: 'caballo correcto batería',
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
  });

  it('shows why a link was refused and how to get a new one', async () => {
    mockApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        message: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
      }),
    });
    await openResetLink('usado');
    await saveNewPassword('caballo correcto batería');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no es válido o ha caducado');
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
