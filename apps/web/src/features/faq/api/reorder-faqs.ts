import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateFaqs } from './faq-keys';

/** POST /api/faq/reorder: the ids in their new order. */
export const useReorderFaqs = () =>
  useEnvelopeMutation({
    call: (ids: number[]) => unwrap(api.POST('/faq/reorder', { body: { ids } })),
    successToastId: () => 'faq-reorder',
    errorToastId: 'faq-reorder-error',
    invalidate: invalidateFaqs,
  });
