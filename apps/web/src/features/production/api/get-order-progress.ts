import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { productionKeys } from './production-keys';

/** GET /api/order/{id}/progress: per stage, product and size, done of total. */
export const useOrderProgress = (orderId: number, enabled = true) =>
  useApiQuery(
    productionKeys.progress(orderId),
    (signal) => api.GET('/order/{id}/progress', { params: { path: { id: orderId } }, signal }),
    { enabled },
  );

/** GET /api/client-area/orders/{id}/progress: the client's own order, the same answer. */
export const useClientOrderProgress = (orderId: number) =>
  useApiQuery(productionKeys.client(orderId), (signal) =>
    api.GET('/client-area/orders/{id}/progress', { params: { path: { id: orderId } }, signal }),
  );
