import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeactivateDialog } from './deactivate-dialog';

const ANA = { id: 3, name: 'Ana Pérez' };

describe('DeactivateDialog', () => {
  it('names the record and what happens, and deactivates only on Desactivar', async () => {
    const mutate = vi.fn((_record: typeof ANA, options: { onSettled: () => void }) =>
      options.onSettled(),
    );
    const onClose = vi.fn();
    render(
      <DeactivateDialog
        record={ANA}
        title="Desactivar Usuario"
        message={(u) => `¿Desactivar al usuario ${u.name}? Sus sesiones abiertas se cerrarán.`}
        toggle={{ mutate, isPending: false }}
        onClose={onClose}
      />,
    );
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
    render(
      <DeactivateDialog
        record={ANA}
        title="Desactivar Cliente"
        message={() => '…'}
        toggle={{ mutate: vi.fn(), isPending: true }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Desactivando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('is closed without a record', () => {
    render(
      <DeactivateDialog
        record={null}
        title="Desactivar Usuario"
        message={() => ''}
        toggle={{ mutate: vi.fn(), isPending: false }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
