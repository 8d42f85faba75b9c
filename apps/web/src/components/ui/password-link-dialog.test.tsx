import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissPasswordLink, offerPasswordLink } from '../../lib/password-link';
import { resetToastDedup } from '../../lib/toast';
import { copiesInvitationLink } from '../../test/password-link';
import { renderWithProviders } from '../../test/render';
import { PasswordLinkDialog } from './password-link-dialog';

const LINK = 'http://localhost:3000/reset-password?token=t0k3n';

function show(answer: { name: string; passwordLink?: string }, purpose: 'invite' | 'reset') {
  renderWithProviders(<PasswordLinkDialog />);
  act(() => offerPasswordLink(answer, purpose));
}

describe('PasswordLinkDialog', () => {
  afterEach(() => {
    act(() => dismissPasswordLink());
    resetToastDedup();
    vi.restoreAllMocks();
  });

  it('shows nothing when the answer carries no link (the mail was sent)', () => {
    show({ name: 'Rosa' }, 'invite');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says no mail was sent, names the person, and copies the invitation link', async () => {
    show({ name: 'Rosa Flores', passwordLink: LINK }, 'invite');
    const dialog = screen.getByRole('dialog', { name: 'Invitación sin enviar' });
    expect(dialog).toHaveTextContent(
      'No hay un servidor de correo configurado, así que no se envió ningún correo a Rosa Flores. Copie este enlace y envíeselo por WhatsApp u otro medio.',
    );
    await copiesInvitationLink(dialog, LINK);
  });

  it('titles a reset link as such, and when copying is refused selects the link to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    show({ name: 'Luis', passwordLink: LINK }, 'reset');
    const dialog = screen.getByRole('dialog', { name: 'Enlace sin enviar' });
    const field = within(dialog).getByLabelText('Enlace para restablecer la contraseña');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(
      await screen.findByText('No se pudo copiar: seleccione el enlace y cópielo a mano.'),
    ).toBeInTheDocument();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
