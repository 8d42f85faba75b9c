import type { ClientOrderPeopleInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { clientOrderKeys } from './client-order-keys';

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
