import type { QueryClient } from '@tanstack/react-query';
import type { CreateFaqInput, Faq, UpdateFaqInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import { recordApi, useRecordMutation } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

/** ['faqs', 'list', params] one page (live or trash); ['client-faq', q] the client's page. */
export const faqKeys = resourceKeys('faqs');
export const FAQ_TOAST_IDS = recordToastIds('faq');
const invalidate = (qc: QueryClient) => qc.invalidateQueries({ queryKey: faqKeys.all });

/** GET /api/faq: one page (the trash with `deleted`). */
export const useFaqs = (params: ListParams) => usePagedQuery(faqKeys, '/faq', params);

/** The trash lists the questions in their own order. */
export const useFaqTrash = (params: ListParams) => useFaqs({ ...params, sort: 'position' });

/** A question's create, update, delete and restore. */
const faqApi = recordApi(
  {
    create: (body: CreateFaqInput) => unwrap(api.POST('/faq/create', { body })),
    update: (body: UpdateFaqInput) => unwrap(api.PUT('/faq/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/faq/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/faq/restore/{id}', { params: { path: { id } } })),
  },
  FAQ_TOAST_IDS,
);

export const useCreateFaq = () => useRecordMutation('create', faqApi, { invalidate });
export const useUpdateFaq = () => useRecordMutation('update', faqApi, { invalidate });
export const useDeleteFaq = () => useRecordMutation('delete', faqApi, { invalidate });
export const useRestoreFaq = () => useRecordMutation('restore', faqApi, { invalidate });

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
    invalidate,
  });

/** POST /api/faq/reorder: the ids in their new order. */
export const useReorderFaqs = () =>
  useEnvelopeMutation({
    call: (ids: number[]) => unwrap(api.POST('/faq/reorder', { body: { ids } })),
    successToastId: () => 'faq-reorder',
    errorToastId: 'faq-reorder-error',
    invalidate,
  });

/** GET /api/client-area/faq: the published questions by category. */
export const useClientFaq = (q: string) =>
  useApiQuery(['client-faq', q], (signal) =>
    api.GET('/client-area/faq', { params: { query: { q } }, signal }),
  );
