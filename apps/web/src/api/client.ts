import type { Envelope } from '@taller/shared/http/envelope';
import type { Page } from '@taller/shared/http/list-query';
import type { ParseAs } from 'openapi-fetch';
import { createApiClient, unwrap, type QueryValue } from './core';
import { sessionTransport } from './session';
import type { DataOf, FilePath, ItemOf, PagePath, PathWith } from './types';

/**
 * The app's typed client (openapi-fetch over the server's OpenAPI document): every call of the
 * web goes through it or through upload.ts and event-stream.ts, which share its session rules.
 *
 *   const line = await call(api.GET('/line/{id}', { params: { path: { id } } }));
 *
 * `call` gives the envelope's data, `unwrap` the envelope (its Spanish message for a toast) or
 * the file (`parseAs: 'blob'`); both typed from the document. A refusal is an ApiError.
 */
export const api = createApiClient(sessionTransport());

/** A sign-in call (forgot or reset password): no renewal and no toasts on a refusal. */
export const AUTH_REQUEST = { fetch: sessionTransport({ isAuthRequest: true }) };

/** Renew and retry as usual, but no toast and no session-expired event (sign-out). */
export const SILENT = { fetch: sessionTransport({ isSilent: true }) };

type Init = {
  params?: { query?: Record<string, QueryValue>; path?: Record<string, unknown> };
  parseAs?: ParseAs;
};

/**
 * GET of a path chosen at run time among typed ones (a list's page, a CSV export): the helpers
 * below check the path against the document in their signatures and take the answer's type from
 * it; openapi-fetch's own signature cannot follow a path that is a type parameter.
 */
const getAt = api.GET as unknown as (
  path: string,
  init: Init,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * One page of a server list (`query`: its page, sort and filters, as toQueryString writes them),
 * as the document declares it (a Page of its records, and anything else it answers).
 */
export const getPage = <P extends PagePath>(path: P, query: Record<string, QueryValue>) =>
  unwrap(getAt(path, { params: { query } })) as Promise<Envelope<DataOf<P> & Page<ItemOf<P>>>>;

/** A GET whose answer is a file (a CSV export with the list's filters), as a Blob. */
export const getFile = (path: FilePath<'text/csv'>, query: Record<string, QueryValue> = {}) =>
  unwrap(getAt(path, { params: { query }, parseAs: 'blob' })) as Promise<Blob>;

/** The data of a GET at a path chosen at run time among typed ones (a report's table). */
export const getData = async <P extends PathWith<'get'>>(
  path: P,
  query: Record<string, QueryValue>,
): Promise<DataOf<P>> =>
  ((await unwrap(getAt(path, { params: { query } }))) as Envelope<DataOf<P>>).data;

export { API_BASE, ApiError, call, toQueryString, unwrap, type QueryValue } from './core';
export { SESSION_EXPIRED_EVENT, refreshSession } from './session';
