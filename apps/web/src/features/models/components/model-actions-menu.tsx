import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { EyeIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { placeMenu, type MenuPlacement } from './menu-placement';

export type MenuAction = {
  label: string;
  icon: ReactNode;
  tone?: 'danger';
  onSelect: () => void;
};

export const modelMenuActions = (handlers: {
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}): MenuAction[] => [
  { label: 'Ver detalles', icon: <EyeIcon />, onSelect: handlers.onView },
  { label: 'Editar', icon: <PencilIcon />, onSelect: handlers.onEdit },
  { label: 'Eliminar', icon: <TrashIcon />, tone: 'danger', onSelect: handlers.onDelete },
];

/**
 * A row's actions as a menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; arrows, Home and End move; Escape closes and gives focus
 * back; Tab or a click elsewhere close it. It is drawn in a portal so that the table's scrolling
 * box never clips it, below the button or above when there is no room, following the button when
 * the page scrolls or the window resizes.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState<{ focus: number } | null>(null);
  const [placement, setPlacement] = useState<MenuPlacement | null>(null);

  const close = (refocus: boolean) => {
    setOpen(null);
    setPlacement(null);
    if (refocus) button.current?.focus();
  };

  /** Where the menu goes now: below its button, or above when there is no room below. */
  const place = () => {
    if (!button.current || !menu.current) return;
    const box = menu.current.getBoundingClientRect();
    setPlacement(
      placeMenu({
        anchor: button.current.getBoundingClientRect(),
        menu: { width: box.width, height: box.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
      }),
    );
  };

  useLayoutEffect(() => {
    if (open) place();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    items.current[open.focus]?.focus();
  }, [open, placement]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    // The menu is fixed in the viewport: it follows its button when the page scrolls or resizes.
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen({ focus: event.key === 'ArrowDown' ? 0 : actions.length - 1 });
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      items.current[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen({ focus: 0 }))}
        onKeyDown={onButtonKey}
        className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
          <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
        </svg>
      </button>
      {open &&
        createPortal(
          <ul
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            data-side={placement?.side}
            onKeyDown={onMenuKey}
            className="fixed z-30 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            // Measured first (invisible), then placed: no jump on screen.
            style={
              placement
                ? { top: placement.top, left: placement.left }
                : { top: 0, left: 0, visibility: 'hidden' }
            }
          >
            {actions.map((action, index) => (
              <li key={action.label} role="none">
                <button
                  ref={(node) => {
                    items.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(true);
                    action.onSelect();
                  }}
                  className={`flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none ${
                    action.tone === 'danger' ? 'text-red-700' : 'text-slate-800'
                  }`}
                >
                  {action.icon}
                  {action.label}
                </button>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </>
  );
}
