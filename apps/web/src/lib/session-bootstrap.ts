import { refreshSession } from './api-client';
import { clearSession, endSession, getAccessToken, hasSessionMarker } from './session';

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

/** Whether the tab has a usable access token, renewing it first when only the marker is left. */
export async function ensureSession(): Promise<boolean> {
  if (getAccessToken()) return true;
  if (!hasSessionMarker()) return false;
  if (await refreshSession()) return true;
  // The session is over on the server: forget the marker so we stop asking.
  endSession();
  return false;
}

/** Whether the router should ask `ensureSession` again (only a lost token with a live marker). */
export const needsSessionRenewal = () => !getAccessToken() && hasSessionMarker();
