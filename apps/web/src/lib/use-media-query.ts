import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint is 640 px: at or below it a screen is a phone. */
export const PHONE_QUERY = '(max-width: 640px)';

const mediaList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/**
 * Phone widths (≤ 640 px): lists become cards and filters fold behind 'Filtros'. One layout is
 * rendered at a time (not both hidden by CSS), so each action exists once for assistive tech.
 */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
