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
