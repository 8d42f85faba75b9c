// In the entry bundle (the sign-in screen calls the server through it): no toasts, no zod.
import type { Envelope } from '@taller/shared/http/envelope';
import type { ErrorCode } from '@taller/shared/http/error-codes';
import { getAccessToken } from './session';

/**
 * What every call to the API shares, whatever sends it: the base URL, the bearer token, the
 * envelope, and the ApiError a failure becomes. api-client.ts adds the session renewal and the
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

export type RequestOptions = {
  body?: unknown;
  /** Sent as is (FormData, Blob…) instead of JSON. */
  rawBody?: BodyInit;
  signal?: AbortSignal;
  /** Skip the refresh-and-retry and the authorization toasts (sign-in calls). */
  isAuthRequest?: boolean;
  /** Renew and retry as usual, but raise no toast and no session-expired event (sign-out). */
  isSilent?: boolean;
};

/** An answer as both transports (fetch and XHR) report it. */
export type RawResponse = { status: number; text: string; statusText: string; blob?: Blob };

export async function send(
  method: string,
  path: string,
  options: RequestOptions,
  asBlob = false,
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });
  // A file is read as a Blob when it came; a failure is an envelope like any other answer.
  if (asBlob && res.ok) {
    return { status: res.status, text: '', statusText: res.statusText, blob: await res.blob() };
  }
  return { status: res.status, text: await res.text(), statusText: res.statusText };
}

/** The answer's envelope; a refusal's carries its `code` too. */
export function parse<T>(res: RawResponse): Envelope<T> & { code?: ErrorCode } {
  try {
    return JSON.parse(res.text) as Envelope<T> & { code?: ErrorCode };
  } catch {
    return { status: res.status, message: res.text || res.statusText, data: null as T };
  }
}

/** The ApiError a failed answer becomes (its message is the server's Spanish one). */
export function failure(method: string, path: string, res: RawResponse): ApiError {
  const envelope = parse<unknown>(res);
  const error = new ApiError(
    res.status,
    envelope.message || 'Error desconocido',
    envelope.data,
    envelope.code ?? null,
  );
  console.debug('[api]', method, path, res.status, error.message);
  return error;
}

/** One call with no renewal and no toasts: the sign-in calls. */
export async function sendOnce<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await send(method, path, { body });
  if (res.status < 200 || res.status >= 300) throw failure(method, path, res);
  return parse<T>(res).data;
}
