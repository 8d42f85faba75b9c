import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConsumeInput, CutPlanInput } from '@taller/shared';
import { api, call, unwrap } from '../../../api/client';
import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { resourceKeys } from '../../../resource/resource-keys';

/** ['cut-plans', 'list', params] a page of saved plans, ['cut-plans', id] one. */
export const cutPlanKeys = {
  ...resourceKeys('cut-plans'),
  orders: ['cut-plans', 'orders-in-production'] as const,
  last: ['cut-plans', 'last'] as const,
};

const invalidatePlans = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: cutPlanKeys.all }),
    // Booking cloth changes stocks and requirements.
    queryClient.invalidateQueries({ queryKey: ['materials'] }),
  ]);

/** GET /api/cut-plan: a page of saved plans. */
export const useCutPlans = (params: ListParams) =>
  usePagedQuery({ list: cutPlanKeys.list }, '/cut-plan', params);

/** The last saved plan (its limits start a new one), or null. */
export const useLastCutPlan = () =>
  useQuery({
    queryKey: cutPlanKeys.last,
    queryFn: async () =>
      (await call(api.GET('/cut-plan', { params: { query: { pageSize: 1 } } }))).items[0] ?? null,
  });

/** GET /api/cut-plan/{id}. */
export const useCutPlan = (id: number) =>
  useQuery({
    queryKey: cutPlanKeys.detail(id),
    queryFn: () => call(api.GET('/cut-plan/{id}', { params: { path: { id } } })),
  });

/** The orders in production to choose from (first 100 by number). */
export const useOrdersInProduction = () =>
  useQuery({
    queryKey: cutPlanKeys.orders,
    queryFn: async () =>
      (
        await call(
          api.GET('/order', {
            params: { query: { status: 'IN_PRODUCTION', pageSize: 100, sort: 'number' } },
          }),
        )
      ).items.map(({ id, number, client }) => ({ id, number, client: client.name })),
  });

/** POST /api/cut-plan/preview: the plan, not saved (no toast: it is shown). */
export const usePreviewCutPlan = () =>
  useMutation({
    mutationFn: (body: CutPlanInput) => call(api.POST('/cut-plan/preview', { body })),
  });

/** POST /api/cut-plan/create. */
export const useCreateCutPlan = () =>
  useEnvelopeMutation({
    call: (body: CutPlanInput) => unwrap(api.POST('/cut-plan/create', { body })),
    successToastId: (_, plan) => `cut-plan-created-${plan.id}`,
    errorToastId: 'cut-plan-create-error',
    invalidate: invalidatePlans,
  });

/** POST /api/cut-plan/{id}/consume (a second time writes nothing). */
export const useConsumeCutPlan = () =>
  useEnvelopeMutation({
    call: ({ id, ...body }: ConsumeInput & { id: number }) =>
      unwrap(api.POST('/cut-plan/{id}/consume', { params: { path: { id } }, body })),
    successToastId: ({ id }) => `cut-plan-consumed-${id}`,
    errorToastId: 'cut-plan-consume-error',
    invalidate: invalidatePlans,
  });

/** The plan's PDF, built by the server, as a Blob. */
export const downloadCutPlanPdf = (id: number) =>
  unwrap(api.GET('/cut-plan/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }));
