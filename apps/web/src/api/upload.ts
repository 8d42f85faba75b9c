import { createFinalURL, defaultPathSerializer } from 'openapi-fetch';
import { getAccessToken } from '../lib/session';
import { API_BASE, toQueryString } from './core';
import { withSession } from './session';
import type { EnvelopeOf, PathParamsOf, UploadPath } from './types';

export type UploadProgress = { loaded: number; total: number };

type UploadOptions<P extends UploadPath> = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
} & ([PathParamsOf<P, 'post'>] extends [never]
  ? { path?: never }
  : { path: PathParamsOf<P, 'post'> });

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** POST of a FormData through XHR: the one browser API that reports upload progress. */
function sendWithProgress(
  url: string,
  formData: FormData,
  onProgress: ((progress: UploadProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      resolve(
        new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
        }),
      );
    xhr.onerror = () => reject(new TypeError('Error de red al subir los archivos'));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/**
 * Uploads a multipart form to one of the document's upload calls (`path` and its parameters
 * checked against it), reporting the bytes sent so far, with the session's rules (one renewal on
 * 401, the authorization toasts); answers the envelope the document declares.
 */
export async function upload<P extends UploadPath>(
  path: P,
  formData: FormData,
  options: UploadOptions<P> = {} as UploadOptions<P>,
): Promise<EnvelopeOf<P, 'post'>> {
  const url = createFinalURL(path, {
    baseUrl: API_BASE,
    params: { path: options.path as Record<string, unknown> | undefined },
    querySerializer: toQueryString,
    pathSerializer: defaultPathSerializer,
  });
  const res = await withSession('POST', new URL(url, window.location.href).href, {}, () =>
    sendWithProgress(url, formData, options.onProgress, options.signal),
  );
  // The envelope the document declares for this upload (the server answers JSON on success).
  const envelope: EnvelopeOf<P, 'post'> = await res.json();
  return envelope;
}
