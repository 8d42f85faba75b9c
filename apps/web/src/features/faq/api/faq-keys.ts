import type { CreateFaqInput, UpdateFaqInput } from '@taller/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';

/** ['faqs', 'list', params] one page (live or trash); ['client-faq', q] the client's page. */
export const faqKeys = resourceKeys('faqs');

export const FAQ_TOAST_IDS = recordToastIds('faq');

/** A question changed: every list of questions. */
export const invalidateFaqs = (qc: QueryClient) => qc.invalidateQueries({ queryKey: faqKeys.all });

/** A question's create, update, delete and restore. */
export const faqApi = recordApi(
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
