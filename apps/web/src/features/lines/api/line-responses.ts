import type { Line } from '@taller/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * SPEC.md §7: the line list is the answer's data field, and an older server nested it one level
 * deeper; either way a list comes out (empty when there is none).
 */
export function readLineList(data: unknown): Line[] {
  if (Array.isArray(data)) return data as Line[];
  const nested = (data as { data?: unknown } | null)?.data;
  return Array.isArray(nested) ? (nested as Line[]) : [];
}

/** What a read failure that did not come from the server says ('Error al cargar…: …'). */
export const UNKNOWN_ERROR = 'Error desconocido';

/**
 * Errors are passed on to the caller (SPEC.md §7); one that did not come from the server (the
 * network failed, in the browser's own language) is replaced by the call's fallback text.
 */
export async function withFallback<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.debug('[lines]', fallback, error);
    throw new Error(fallback);
  }
}
