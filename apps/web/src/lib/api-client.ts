// Imported by path: the shared index pulls in zod, which the entry bundle must not carry.
import type { LoginResult } from '@taller/shared/auth/auth.schema';
import type { Envelope } from '@taller/shared/http/envelope';
import { MESSAGES } from '@taller/shared/messages';
import { isLoginPage } from './login-page';
import { API_BASE, failure, parse, send, type RawResponse, type RequestOptions } from './api-core';
import { clearSession, getAccessToken, saveSession } from './session';
import { notify } from './toast';

/**
 * The one API client: base URL + /api, JSON by default, no timeout, bearer from access_token.
 * An expired access token is renewed once through the refresh cookie and the request retried
 * before anything is shown. 401/403 that remain raise a deduplicated toast (not on login pages,
 * not for authentication requests). Errors are logged at debug level and passed on. The base URL,
 * the envelope and ApiError are in api-core.ts (the sign-in screen uses them without this file).
 */

/** Dispatched on window when a request is refused with 401 even after renewing the token. */
export const SESSION_EXPIRED_EVENT = 'taller:session-expired';

let refreshing: Promise<boolean> | null = null;

/** Renews the access token with the refresh cookie; concurrent callers share one attempt. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
      });
      if (!res.ok) return false;
      const body = (await res.json()) as Envelope<LoginResult>;
      saveSession(body.data.accessToken, body.data.user);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

export type UploadProgress = { loaded: number; total: number };

/** POST of a FormData through XHR: the one browser API that reports upload progress. */
function sendWithProgress(
  path: string,
  formData: FormData,
  onProgress: ((progress: UploadProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      resolve({ status: xhr.status, text: xhr.responseText, statusText: xhr.statusText });
    xhr.onerror = () => reject(new TypeError('Error de red al subir los archivos'));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/**
 * What every call shares, whatever carries it: one silent refresh-and-retry on 401, the envelope,
 * and on failure a debug log, the authorization toasts, and an ApiError passed on.
 */
async function withSession(
  method: string,
  path: string,
  options: Pick<RequestOptions, 'isAuthRequest' | 'isSilent'>,
  sendOnce: () => Promise<RawResponse>,
): Promise<RawResponse> {
  let res = await sendOnce();
  if (res.status === 401 && !options.isAuthRequest && (await refreshSession())) {
    res = await sendOnce();
  }
  if (res.status >= 200 && res.status < 300) return res;
  const error = failure(method, path, res);
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

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return parse<T>(await withSession(method, path, options, () => send(method, path, options)));
}

/** GET of a file (a CSV export…) with the bearer token, as a Blob. */
export async function download(path: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await withSession('GET', path, options, () => send('GET', path, options, true));
  return res.blob ?? new Blob([res.text]);
}

/** Uploads a multipart form, reporting the bytes sent so far. */
export function upload<T>(
  path: string,
  formData: FormData,
  onProgress?: (progress: UploadProgress) => void,
  options: { signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  return withSession('POST', path, {}, () =>
    sendWithProgress(path, formData, onProgress, options.signal),
  ).then((res) => parse<T>(res));
}

export { API_BASE, ApiError, type RequestOptions } from './api-core';

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  upload,
  download,
};
