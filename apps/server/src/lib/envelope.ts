import type { Envelope } from '@taller/shared';

/** A successful answer in the envelope every API response uses. */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ status: 200, message, data });

/** The same envelope as JSON text around data that is JSON text already. */
export const envelopeJson = (dataJson: string, message = 'OK') =>
  `{"status":200,"message":${JSON.stringify(message)},"data":${dataJson}}`;
