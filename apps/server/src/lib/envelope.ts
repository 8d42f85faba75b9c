import type { Envelope, Page } from '@taller/shared';

/** A successful answer in the envelope every API response uses. */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ status: 200, message, data });

/** The same envelope as JSON text around data that is JSON text already. */
export const envelopeJson = (dataJson: string, message = 'OK') =>
  `{"status":200,"message":${JSON.stringify(message)},"data":${dataJson}}`;

/** A page of a list as answered: its items, how many match in all, and which page it is. */
export const pageOf = <T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number },
): Page<T> => ({ items, total, page: query.page, pageSize: query.pageSize });
