import { PHONE_QUERY } from '../lib/use-media-query';

/** Makes the phone media query (≤ 640 px) match until the returned function is called. */
export function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
