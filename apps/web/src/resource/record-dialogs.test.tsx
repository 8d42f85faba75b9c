import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeactivateDialog } from './record-dialogs';

const ANA = { id: 3, name: 'Ana Pérez' };

/** 'Desactivar Usuario' on `record`, the toggle's mutate settling at once. */
function renderDeactivate(record: typeof ANA | null, isPending = false) {
  const mutate = vi.fn((_record: typeof ANA, options: { onSettled: () => void }) =>
    options.onSettled(),
  );
  const onClose = vi.fn();
  render(
    <DeactivateDialog
      record={record}
      title="Desactivar Usuario"
      message={(u) => `¿Desactivar al usuario ${u.name}? Sus sesiones abiertas se cerrarán.`}
      toggle={{ mutate, isPending }}
      onClose={onClose}
    />,
  );
  return { mutate, onClose };
}

describe('DeactivateDialog', () => {
  it('names the record and what happens, and deactivates only on Desactivar', async () => {
    const { mutate, onClose } = renderDeactivate(ANA);
    const dialog = screen.getByRole('dialog', { name: 'Desactivar Usuario' });
    expect(dialog).toHaveTextContent(
      '¿Desactivar al usuario Ana Pérez? Sus sesiones abiertas se cerrarán.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(mutate).toHaveBeenCalledWith(ANA, expect.anything());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows Desactivando... and blocks both buttons while it runs', () => {
    renderDeactivate(ANA, true);
    expect(screen.getByRole('button', { name: 'Desactivando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('is closed without a record', () => {
    renderDeactivate(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
