import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { faqKeys } from './faq-keys';

/** GET /api/faq: one page (the trash with `deleted`). */
export const useFaqs = (params: ListParams) => usePagedQuery(faqKeys, '/faq', params);

/** The trash lists the questions in their own order. */
export const useFaqTrash = (params: ListParams) => useFaqs({ ...params, sort: 'position' });
