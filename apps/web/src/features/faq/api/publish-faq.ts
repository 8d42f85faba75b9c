import type { Faq } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { invalidateFaqs } from './faq-keys';

/** 'Publicar' / 'Despublicar'. */
export const usePublishFaq = () =>
  useEnvelopeMutation({
    call: ({ faq, publish }: { faq: Pick<Faq, 'id'>; publish: boolean }) =>
      unwrap(
        publish
          ? api.POST('/faq/{id}/publish', { params: { path: { id: faq.id } } })
          : api.POST('/faq/{id}/unpublish', { params: { path: { id: faq.id } } }),
      ),
    successToastId: ({ faq }) => `faq-publish-${faq.id}`,
    errorToastId: 'faq-publish-error',
    invalidate: invalidateFaqs,
  });
