import { refreshSession } from '../api/session';
import { endSession, getAccessToken, hasSessionMarker } from './session';

// The lifecycle that starts with the page (startSessionLifecycle) is in session.ts: the entry
// bundle carries it, and this file brings the API client.

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
