import { PHONE_QUERY } from '../lib/use-media-query';

/** A media query list that never changes (jsdom has no matchMedia of its own). */
export const fixedMediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Makes the phone media query (≤ 640 px) match until the returned function is called. */
export function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, query === PHONE_QUERY);
  return () => {
    window.matchMedia = original;
  };
}
