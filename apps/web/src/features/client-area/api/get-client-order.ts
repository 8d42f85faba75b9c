import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { clientOrderKeys } from './client-order-keys';

export const useClientOrder = (id: number | null) =>
  useApiQuery(
    clientOrderKeys.detail(id ?? 0),
    (signal) => api.GET('/client-area/orders/{id}', { params: { path: { id: id ?? 0 } }, signal }),
    { enabled: id !== null },
  );
