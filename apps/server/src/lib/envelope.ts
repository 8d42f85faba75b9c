import type { Envelope } from '@taller/shared';

/** A successful answer in the envelope every API response uses. */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ status: 200, message, data });
