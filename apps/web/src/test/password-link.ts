import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * In `offer`, the dialog offering an invitation link that was not mailed: the field 'Enlace de
 * invitación' holds `link`, and 'Copiar enlace' hands it to the clipboard (a stand-in: jsdom has
 * none) and turns into 'Enlace copiado'.
 */
export async function copiesInvitationLink(offer: HTMLElement, link: string) {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  expect(within(offer).getByLabelText('Enlace de invitación')).toHaveValue(link);
  await userEvent.click(within(offer).getByRole('button', { name: 'Copiar enlace' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(within(offer).getByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
}
