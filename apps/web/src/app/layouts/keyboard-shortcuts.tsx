import { useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Modal } from '../../components/ui/modal';

/** What '?' lists: the keys of each shortcut and what it does. */
export const SHORTCUTS = [
  { keys: ['/'], does: 'Buscar en la lista de la pantalla' },
  { keys: ['n'], does: 'Crear un registro nuevo (el botón de crear de la pantalla)' },
  { keys: ['Ctrl', 'Enter'], does: 'Guardar el formulario abierto (⌘ + Enter en Mac)' },
  { keys: ['?'], does: 'Mostrar estos atajos' },
] as const;

// Keys are matched by the character they type, so '/' and '?' work on Spanish keyboards too.
const BY_CHARACTER = { useKey: true, preventDefault: true } as const;

const dialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** The screen's element that matches `selector`, when no dialog is over the screen. */
const onScreen = (selector: string) =>
  dialogIsOpen() ? null : document.querySelector<HTMLElement>(`#contenido ${selector}`);

/** The form being filled in: the focused field's, or the one in the open dialog. */
const formInUse = () =>
  document.activeElement?.closest('form') ??
  document.querySelector<HTMLFormElement>('[role="dialog"] form');

/**
 * The signed-in screens' keyboard shortcuts (a screen's main create button carries
 * `data-shortcut="new"`): '/' search, 'n' new, Ctrl/⌘ + Enter save, '?' this
 * list. Typing in a field is never taken for a shortcut, except Ctrl/⌘ + Enter.
 */
export function KeyboardShortcuts() {
  const [isOpen, setIsOpen] = useState(false);
  useHotkeys('/', () => onScreen('input[type="search"]')?.focus(), BY_CHARACTER);
  useHotkeys('n', () => onScreen('[data-shortcut="new"]')?.click(), BY_CHARACTER);
  useHotkeys('mod+enter', () => formInUse()?.requestSubmit(), {
    enableOnFormTags: true,
    preventDefault: true,
  });
  useHotkeys('?', () => !dialogIsOpen() && setIsOpen(true), {
    ...BY_CHARACTER,
    ignoreModifiers: true,
  });
  return (
    <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Atajos de teclado">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 px-6 py-4 text-sm">
        {SHORTCUTS.map(({ keys, does }) => (
          <div key={does} className="contents">
            <dt className="flex items-center gap-1 whitespace-nowrap">
              {keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden="true">+</span>}
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="text-slate-700">{does}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
