import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientCreateOrderInput } from '@taller/shared';
import { api, call, unwrap } from '../../../api/client';
import { useDebouncedValue } from '../../../lib/list-query';
import { notify } from '../../../lib/toast';
import { clientOrderKeys } from './client-order-keys';

/** GET /api/client-area/catalogue: active products and packs, by text and line. */
export function useCatalogue(search: string, lineId: string) {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: ['client-catalogue', q, lineId],
    queryFn: ({ signal }) =>
      call(
        api.GET('/client-area/catalogue', {
          params: { query: { q, lineId: lineId ? Number(lineId) : undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/client-area/roster/preview: the same roster check as staff's. */
export const previewClientRoster = async (productId: number, text: string) =>
  call(api.POST('/client-area/roster/preview', { body: { productId, text } }));

/** POST /api/client-area/orders/create: 'Enviar pedido'. */
export function useSendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientCreateOrderInput) =>
      unwrap(api.POST('/client-area/orders/create', { body: input })),
    onSuccess: async (answer) => {
      notify.success(answer.message, `client-order-sent-${answer.data.id}`);
      await queryClient.invalidateQueries({ queryKey: clientOrderKeys.lists });
    },
  });
}
