// In the entry bundle (the sign-in screen calls the server through it): openapi-fetch and the
// session's token only; no toasts, no zod. The generated types are erased at build time.
import type { ErrorCode } from '@taller/shared/http/error-codes';
import createClient, { type Client } from 'openapi-fetch';
import { getAccessToken } from '../lib/session';
import type { paths } from './openapi';

/**
 * What every call to the API shares, whatever sends it: the base URL, the bearer token, the
 * envelope, and the ApiError a failure becomes. client.ts adds the session renewal and the
 * authorization toasts on top.
 */
export const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api`;

/** A refused call: decide on `status` and `code` (http/error-codes.ts); `message` is for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** '?a=1&b=x' from the values that are set (blank strings, null and false left out), or ''. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false) continue;
    const text = String(value).trim();
    if (text !== '') search.set(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** Sends one request and answers the response: how the typed client reaches the server. */
export type Transport = (request: Request) => Promise<Response>;

/** The request with the session's bearer token, when there is one. */
export function withBearer(request: Request): Request {
  const token = getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
}

/** '/line/7?x=1': what a request asks of the API, for the debug log. */
const apiPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^.*?\/api(?=\/)/, '')}${search}`;
};

/** The ApiError a failed answer becomes (its message is the server's Spanish one). */
export async function failure(method: string, url: string, res: Response): Promise<ApiError> {
  const text = await res.text();
  let envelope: { message?: string; data?: unknown; code?: ErrorCode } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = { message: text || res.statusText, data: null };
  }
  const error = new ApiError(
    res.status,
    envelope.message || 'Error desconocido',
    envelope.data ?? null,
    envelope.code ?? null,
  );
  console.debug('[api]', method, apiPath(url), res.status, error.message);
  return error;
}

/** One call with no renewal and no toasts (the sign-in calls): a refusal becomes an ApiError. */
export const sendOnce: Transport = async (request) => {
  const res = await fetch(withBearer(request));
  if (!res.ok) throw await failure(request.method, request.url, res);
  return res;
};

export type ApiClient = Client<paths>;

/**
 * A typed client of the API (openapi-fetch): a call's path, parameters, body and answer are
 * checked against the server's OpenAPI document (openapi.d.ts, `npm run api:types`), so a drift
 * between the two fails `npm run typecheck`. Paths are relative to /api ('/line/{id}'); queries
 * are written as toQueryString writes them. `transport` sends each request.
 */
export const createApiClient = (transport: Transport = sendOnce, baseUrl = API_BASE): ApiClient =>
  createClient<paths>({
    // Absolute: a Request needs a full URL outside the browser too.
    baseUrl: new URL(baseUrl, window.location.href).href,
    credentials: 'same-origin',
    fetch: transport,
    querySerializer: (query) => toQueryString(query),
  });

/** What openapi-fetch answers: the answer's body as `data`, or the refusal as `error`. */
export type Answered<D> = { data?: D; error?: unknown; response: Response };

/**
 * The answer of a typed call (its envelope, or the file for `parseAs: 'blob'`), typed from the
 * document; a refusal has already become an ApiError in the transport.
 */
export async function unwrap<D>(pending: Promise<Answered<D>>): Promise<D> {
  const { data, error, response } = await pending;
  if (error !== undefined || data === undefined) {
    throw new ApiError(response.status, response.statusText || 'Error desconocido', error ?? null);
  }
  return data;
}

/** The envelope's `data` of a typed call. */
export const call = async <E extends { data: unknown }>(
  pending: Promise<Answered<E>>,
): Promise<E['data']> => (await unwrap(pending)).data;
