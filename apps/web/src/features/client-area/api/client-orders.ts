import type { ClientOrderPeopleInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import { resourceKeys } from '../../../resource/resource-keys';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';

/** The client's own orders (GET /api/client-area/orders…): keys apart from the staff's. */
export const clientOrderKeys = resourceKeys('client-orders');

export const useClientOrders = (params: ListParams) =>
  usePagedQuery(clientOrderKeys, '/client-area/orders', params);

export const useClientOrder = (id: number | null) =>
  useApiQuery(
    clientOrderKeys.detail(id ?? 0),
    (signal) => api.GET('/client-area/orders/{id}', { params: { path: { id: id ?? 0 } }, signal }),
    { enabled: id !== null },
  );

/** PUT /api/client-area/orders/{id}/people: names and heights while the order is PENDING. */
export const useSaveOrderPeople = () =>
  useEnvelopeMutation({
    call: ({ id, ...body }: ClientOrderPeopleInput & { id: number }) =>
      unwrap(api.PUT('/client-area/orders/{id}/people', { params: { path: { id } }, body })),
    successToastId: (variables) => `client-order-people-${variables.id}`,
    errorToastId: 'client-order-people-error',
    invalidate: (queryClient, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientOrderKeys.detail(variables.id) }),
        queryClient.invalidateQueries({ queryKey: clientOrderKeys.lists }),
      ]),
  });
