import type { QueryClient } from '@tanstack/react-query';
import type { ClientFaq, CreateFaqInput, Faq, UpdateFaqInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../lib/api-query';
import { recordApi, useRecordMutation } from '../../../lib/record-mutation';
import { resourceKeys } from '../../../lib/resource-keys';
import { recordToastIds } from '../../../lib/toast-ids';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

/** ['faqs', 'list', params] one page (live or trash); ['client-faq', q] the client's page. */
export const faqKeys = resourceKeys('faqs');
export const FAQ_TOAST_IDS = recordToastIds('faq');
const invalidate = (qc: QueryClient) => qc.invalidateQueries({ queryKey: faqKeys.all });

/** GET /api/faq: one page (the trash with `deleted`). */
export const useFaqs = (params: ListParams) => usePagedQuery<Faq>(faqKeys, '/faq', params);

/** The trash lists the questions in their own order. */
export const useFaqTrash = (params: ListParams) => useFaqs({ ...params, sort: 'position' });

/** /api/faq's create, update, delete and restore. */
const faqApi = recordApi<Faq, CreateFaqInput, UpdateFaqInput>('/faq', FAQ_TOAST_IDS);

export const useCreateFaq = () => useRecordMutation('create', faqApi, { invalidate });
export const useUpdateFaq = () => useRecordMutation('update', faqApi, { invalidate });
export const useDeleteFaq = () => useRecordMutation('delete', faqApi, { invalidate });
export const useRestoreFaq = () => useRecordMutation('restore', faqApi, { invalidate });

/** 'Publicar' / 'Despublicar'. */
export const usePublishFaq = () =>
  useEnvelopeMutation({
    call: ({ faq, publish }: { faq: Pick<Faq, 'id'>; publish: boolean }) =>
      api.post<Faq>(`/faq/${faq.id}/${publish ? 'publish' : 'unpublish'}`),
    successToastId: ({ faq }) => `faq-publish-${faq.id}`,
    errorToastId: 'faq-publish-error',
    invalidate,
  });

/** POST /api/faq/reorder: the ids in their new order. */
export const useReorderFaqs = () =>
  useEnvelopeMutation({
    call: (ids: number[]) => api.post<Faq[]>('/faq/reorder', { ids }),
    successToastId: () => 'faq-reorder',
    errorToastId: 'faq-reorder-error',
    invalidate,
  });

/** GET /api/client-area/faq: the published questions by category. */
export const useClientFaq = (q: string) =>
  useApiQuery<ClientFaq>(
    ['client-faq', q],
    `/client-area/faq${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  );
