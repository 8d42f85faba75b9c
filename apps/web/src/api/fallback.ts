import { ApiError, call, type Answered } from './core';

/** What a read failure that did not come from the server says ('Error al cargar…: …'). */
export const UNKNOWN_ERROR = 'Error desconocido';

/**
 * Errors are passed on to the caller (SPEC.md §7); one that did not come from the server (the
 * network failed, in the browser's own language) is replaced by the call's fallback text. A
 * debug line keeps the original for whoever looks at the console.
 */
export async function withFallback<T>(
  run: () => Promise<T>,
  fallback: string,
  tag = 'api',
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.debug(`[${tag}]`, fallback, error);
    throw new Error(fallback);
  }
}

/**
 * SPEC.md §7: a list is the answer's data field, and an older server nested it one level deeper;
 * either way a list comes out (empty when there is none).
 */
export function readList<T>(data: T[]): T[];
export function readList(data: unknown): unknown[];
export function readList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const nested = (data as { data?: unknown } | null)?.data;
  return Array.isArray(nested) ? nested : [];
}

/** A typed call's data; a failure that did not come from the server says 'Error desconocido'. */
export const getOrUnknown = <E extends { data: unknown }>(
  send: () => Promise<Answered<E>>,
  tag: string,
) => withFallback(() => call(send()), UNKNOWN_ERROR, tag);

/** A typed call's list (read as readList reads it), failing as getOrUnknown. */
export const getListOrUnknown = async <T>(
  send: () => Promise<Answered<{ data: T[] }>>,
  tag: string,
): Promise<T[]> => readList(await getOrUnknown(send, tag));
