import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { materialKeys } from './material-keys';

/** GET /api/order/{id}/materials, or /api/material/requirements (every order in production). */
export const useRequirements = (orderId: number | null) =>
  useApiQuery(materialKeys.requirements(orderId), (signal) =>
    orderId
      ? api.GET('/order/{id}/materials', { params: { path: { id: orderId } }, signal })
      : api.GET('/material/requirements', { signal }),
  );
