import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, UpdateOrderInput } from '@taller/shared';
import { notify } from '../../../lib/toast';
import { orderApi, orderKeys } from './order-keys';

/** POST /api/order/create or PUT /api/order/update (with the version it was read at). */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput | UpdateOrderInput) =>
      'id' in input ? orderApi.calls.update(input) : orderApi.calls.create(input),
    onSuccess: async (answer) => {
      notify.success(answer.message, `order-saved-${answer.data.id}`);
      queryClient.setQueryData(orderKeys.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
