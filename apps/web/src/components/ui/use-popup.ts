import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a menu or panel is open. Escape and any navigation close it; with `inside` (the
 * element around the toggle and the panel), so does a press anywhere outside that element.
 * Navigation closes it while rendering, not in an effect, so the open panel is never painted
 * over the new page first.
 */
export function usePopup(inside?: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setIsOpen(false);
    const onPress = (e: MouseEvent) => {
      if (!inside?.current?.contains(e.target as Node)) setIsOpen(false);
    };
    window.addEventListener('keydown', onKey);
    if (inside) window.addEventListener('mousedown', onPress);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onPress);
    };
  }, [isOpen, inside]);

  return { isOpen, toggle: () => setIsOpen((open) => !open) };
}
