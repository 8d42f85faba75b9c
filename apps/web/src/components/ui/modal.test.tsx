import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is labelled by its title, defaults to md, and closes on Escape and on Cerrar', async () => {
    const onClose = vi.fn();
    render(
      <Modal isOpen onClose={onClose} title="Registrar Nueva Línea">
        <input aria-label="Nombre" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Registrar Nueva Línea' });
    expect(dialog.className).toContain('max-w-md');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed and honours size and fullscreen', () => {
    const { rerender } = render(
      <Modal isOpen={false} onClose={() => {}} title="X">
        contenido
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Modal isOpen onClose={() => {}} title="X" size="7xl">
        contenido
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toContain('max-w-7xl');
    rerender(
      <Modal isOpen onClose={() => {}} title="X" fullscreen>
        contenido
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toContain('inset-0');
  });
});
