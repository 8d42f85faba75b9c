import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientFaq, CreateFaqInput, Faq, UpdateFaqInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../lib/paged-query';
import { resourceKeys } from '../../../lib/resource-keys';
import { recordToastIds } from '../../../lib/toast-ids';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

/** ['faqs', 'list', params] one page (live or trash); ['client-faq', q] the client's page. */
export const faqKeys = resourceKeys('faqs');
export const FAQ_TOAST_IDS = recordToastIds('faq');
const invalidate = (qc: QueryClient) => qc.invalidateQueries({ queryKey: faqKeys.all });

/** GET /api/faq: one page (the trash with `deleted`). */
export const useFaqs = (params: ListParams) => usePagedQuery<Faq>(faqKeys, '/faq', params);

/** The trash lists the question as the record's name, in the questions' own order. */
export const useFaqTrash = (params: ListParams) => {
  const query = useFaqs({ ...params, sort: 'position' });
  const page = query.data;
  return {
    ...query,
    data: page && { ...page, items: page.items.map((f) => ({ ...f, name: f.question })) },
  };
};

export const useCreateFaq = () =>
  useEnvelopeMutation({
    call: (input: CreateFaqInput) => api.post<Faq>('/faq/create', input),
    successToastId: (_input, faq) => FAQ_TOAST_IDS.createSuccess(faq.id),
    errorToastId: FAQ_TOAST_IDS.createError,
    invalidate,
  });

export const useUpdateFaq = () =>
  useEnvelopeMutation({
    call: (input: UpdateFaqInput) => api.put<Faq>('/faq/update', input),
    successToastId: (input) => FAQ_TOAST_IDS.updateSuccess(input.id),
    errorToastId: FAQ_TOAST_IDS.updateError,
    invalidate,
  });

export const useDeleteFaq = () =>
  useEnvelopeMutation({
    call: (faq: Pick<Faq, 'id'>) => api.delete<Faq>(`/faq/delete/${faq.id}`),
    successToastId: (faq) => FAQ_TOAST_IDS.deleteSuccess(faq.id),
    errorToastId: FAQ_TOAST_IDS.deleteError,
    invalidate,
  });

export const useRestoreFaq = () =>
  useEnvelopeMutation({
    call: (faq: Pick<Faq, 'id'>) => api.post<Faq>(`/faq/restore/${faq.id}`),
    successToastId: (faq) => FAQ_TOAST_IDS.restoreSuccess(faq.id),
    errorToastId: FAQ_TOAST_IDS.restoreError,
    invalidate,
  });

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
  useQuery({
    queryKey: ['client-faq', q],
    queryFn: async () =>
      (await api.get<ClientFaq>(`/client-area/faq${q ? `?q=${encodeURIComponent(q)}` : ''}`)).data,
  });
