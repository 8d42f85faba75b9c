import type { SessionUser } from '@taller/shared';

/** Browser storage keys (SPEC.md §3, §9). */
export const ACCESS_TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';
/** In sessionStorage: present for as long as this tab's browser session lives. */
export const SESSION_MARKER_KEY = 'taller_session';

export const getAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);

export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export const storeUser = (user: SessionUser) =>
  localStorage.setItem(USER_KEY, JSON.stringify(user));

export function saveSession(accessToken: string, user: SessionUser) {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  storeUser(user);
  sessionStorage.setItem(SESSION_MARKER_KEY, '1');
}

export function clearSession() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function endSession() {
  clearSession();
  sessionStorage.removeItem(SESSION_MARKER_KEY);
}

export const hasSessionMarker = () => sessionStorage.getItem(SESSION_MARKER_KEY) !== null;

/** The name written into audit fields by the client: the stored user's, or 'system'. */
export const currentUserName = () => getStoredUser()?.name ?? 'system';

/**
 * SPEC.md §4 session lifecycle. The access token and user live in localStorage but only for
 * as long as the page: they are cleared when it is hidden for good (closed, reloaded, left),
 * and at start when this tab's sessionStorage has no session marker (a new browser session
 * starts signed out). A plain reload keeps the marker, so `ensureSession` renews the token
 * silently through the refresh cookie before the guard decides.
 */
export function startSessionLifecycle(target: Window = window): () => void {
  if (!hasSessionMarker()) clearSession();
  // pagehide (not unload) also fires on mobile tab switches and keeps the back/forward cache.
  const onPageHide = () => clearSession();
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}
