import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeyboardShortcuts } from './keyboard-shortcuts';

/** A list screen: its search box, its create button and a form with a field. */
function renderScreen() {
  const create = vi.fn();
  const save = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <>
      <main id="contenido">
        <label>
          Buscar
          <input type="search" />
        </label>
        <button type="button" data-shortcut="new" onClick={create}>
          Agregar Cliente
        </button>
        <form onSubmit={(event) => save(event.nativeEvent as SubmitEvent)}>
          <label>
            Nombre
            <input />
          </label>
        </form>
      </main>
      <KeyboardShortcuts />
    </>,
  );
  return { create, save };
}

describe('KeyboardShortcuts', () => {
  it("'/' goes to the search box and 'n' presses the screen's create button", async () => {
    const { create } = renderScreen();
    await userEvent.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveFocus();
    // Typing in a field is typing, not a shortcut.
    await userEvent.keyboard('n');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('n');
    expect(create).not.toHaveBeenCalled();
    screen.getByRole('searchbox', { name: 'Buscar' }).blur();
    await userEvent.keyboard('n');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('Ctrl + Enter and ⌘ + Enter save the form being filled in', async () => {
    const { save } = renderScreen();
    await userEvent.click(screen.getByRole('textbox', { name: 'Nombre' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(save).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("'?' lists the shortcuts, and while a dialog is open '/' and 'n' do nothing", async () => {
    const { create } = renderScreen();
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(dialog).toHaveTextContent('Buscar en la lista de la pantalla');
    expect(dialog).toHaveTextContent('Ctrl+EnterGuardar el formulario abierto (⌘ + Enter en Mac)');
    await userEvent.keyboard('n');
    expect(create).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
