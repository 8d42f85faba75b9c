import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RecordDeliveryInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { errorMessage } from '../../../lib/error-message';
import { toldByApiClient } from '../../../lib/toast-mutation';

/** ['deliveries', orderId] an order's people and their state; the client's view beside it. */
export const deliveryKeys = {
  order: (orderId: number) => ['deliveries', orderId] as const,
  client: (orderId: number) => ['deliveries', 'client', orderId] as const,
};

/** GET /api/order/{id}/deliveries. */
export const useDeliveries = (orderId: number, enabled = true) =>
  useApiQuery(
    deliveryKeys.order(orderId),
    (signal) => api.GET('/order/{id}/deliveries', { params: { path: { id: orderId } }, signal }),
    { enabled },
  );

/** GET /api/client-area/orders/{id}/deliveries: the client's own order, no staff names. */
export const useClientDeliveries = (orderId: number) =>
  useApiQuery(deliveryKeys.client(orderId), (signal) =>
    api.GET('/client-area/orders/{id}/deliveries', { params: { path: { id: orderId } }, signal }),
  );

/** A delivery changes the roster's states and the order's counts (and may make an order). */
const invalidate = (queryClient: QueryClient, { orderId }: { orderId: number }) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: deliveryKeys.order(orderId) }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
  ]);

export type DeliveryFeedback = { ok: boolean; text: string };

/**
 * POST /api/order/{id}/deliveries. The screen says the server's words ('Ana: entregado') or its
 * refusal in a line of its own, not in a toast: at the door a toast would cover the next button.
 */
export function useRecordDelivery(onFeedback: (feedback: DeliveryFeedback) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RecordDeliveryInput & { orderId: number }) =>
      unwrap(api.POST('/order/{id}/deliveries', { params: { path: { id: orderId } }, body })),
    onSuccess: async (envelope, variables) => {
      onFeedback({ ok: true, text: envelope.message });
      await invalidate(queryClient, variables);
    },
    onError: (error) => {
      if (!toldByApiClient(error)) onFeedback({ ok: false, text: errorMessage(error) });
    },
  });
}
export type RecordDelivery = ReturnType<typeof useRecordDelivery>;

/** The 'Nota de entrega' PDF, built by the server, as a Blob. */
export const downloadDeliveryNote = (orderId: number) =>
  unwrap(
    api.GET('/order/{id}/delivery-note.pdf', {
      params: { path: { id: orderId } },
      parseAs: 'blob',
    }),
  );

/** The people and their state as CSV ('Exportar CSV'), as a Blob. */
export const downloadDeliveriesCsv = (orderId: number) =>
  unwrap(
    api.GET('/order/{id}/deliveries/export.csv', {
      params: { path: { id: orderId } },
      parseAs: 'blob',
    }),
  );
