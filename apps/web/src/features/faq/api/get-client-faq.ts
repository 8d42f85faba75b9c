import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';

/** GET /api/client-area/faq: the published questions by category. */
export const useClientFaq = (q: string) =>
  useApiQuery(['client-faq', q], (signal) =>
    api.GET('/client-area/faq', { params: { query: { q } }, signal }),
  );
