import { MESSAGES } from '@taller/shared/messages';
import { isLoginPage } from '../lib/login-page';
import { clearSession, saveSession } from '../lib/session';
import { notify } from '../lib/toast';
import { createApiClient, failure, withBearer, type Transport } from './core';

/**
 * What every call of the app shares, whatever carries it (fetch, or XHR for uploads): an expired
 * access token is renewed once through the refresh cookie and the request retried before
 * anything is shown; 401/403 that remain raise a deduplicated toast (not on login pages, not for
 * authentication requests); errors are logged at debug level and passed on as ApiError.
 */

/** Dispatched on window when a request is refused with 401 even after renewing the token. */
export const SESSION_EXPIRED_EVENT = 'taller:session-expired';

export type SessionOptions = {
  /** Skip the refresh-and-retry and the authorization toasts (sign-in calls). */
  isAuthRequest?: boolean;
  /** Renew and retry as usual, but raise no toast and no session-expired event (sign-out). */
  isSilent?: boolean;
};

/** The refresh call itself: no bearer, no renewal, no toasts; a refusal is an answer. */
const refreshClient = createApiClient((request) => fetch(request));

let refreshing: Promise<boolean> | null = null;

/** Renews the access token with the refresh cookie; concurrent callers share one attempt. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const { data } = await refreshClient.POST('/auth/refresh');
      if (!data) return false;
      saveSession(data.data.accessToken, data.data.user);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

/**
 * Sends a request (`send` is called again for the one retry), renewing the session once on a
 * 401; a refusal that remains is logged, toasted (401/403) and thrown as an ApiError.
 */
export async function withSession(
  method: string,
  url: string,
  options: SessionOptions,
  send: () => Promise<Response>,
): Promise<Response> {
  let res = await send();
  if (res.status === 401 && !options.isAuthRequest && (await refreshSession())) {
    res = await send();
  }
  if (res.ok) return res;
  const error = await failure(method, url, res);
  if (!options.isAuthRequest && !options.isSilent && !isLoginPage()) {
    if (res.status === 401) {
      clearSession();
      notify.error(MESSAGES.unauthorized, 'auth-401');
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    } else if (res.status === 403) {
      notify.error(MESSAGES.forbidden, 'auth-403');
    }
  }
  throw error;
}

/** The typed client's transport with the session's rules (see withSession). */
export const sessionTransport =
  (options: SessionOptions = {}): Transport =>
  (request) => {
    // The retry needs a body of its own: the first send reads the request's.
    const retry = request.clone();
    let sends = 0;
    return withSession(request.method, request.url, options, () =>
      fetch(withBearer((sends += 1) === 1 ? request : retry)),
    );
  };
