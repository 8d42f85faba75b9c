import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Catalogue, ClientCreateOrderInput, Order, RosterPreview } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { toQueryString, useDebouncedValue } from '../../../lib/list-query';
import { notify } from '../../../lib/toast';
import { clientOrderKeys } from './client-orders';

/** GET /api/client-area/catalogue: active products and packs, by text and line. */
export function useCatalogue(search: string, lineId: string) {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: ['client-catalogue', q, lineId],
    queryFn: async () =>
      (await api.get<Catalogue>(`/client-area/catalogue${toQueryString({ q, lineId })}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/client-area/roster/preview: the same roster check as staff's. */
export const previewClientRoster = async (productId: number, text: string) =>
  (await api.post<RosterPreview>('/client-area/roster/preview', { productId, text })).data;

/** POST /api/client-area/orders/create: 'Enviar pedido'. */
export function useSendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientCreateOrderInput) =>
      api.post<Order>('/client-area/orders/create', input),
    onSuccess: async (answer) => {
      notify.success(answer.message, `client-order-sent-${answer.data.id}`);
      await queryClient.invalidateQueries({ queryKey: clientOrderKeys.lists });
    },
  });
}
