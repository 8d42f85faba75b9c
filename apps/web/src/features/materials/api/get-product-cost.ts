import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { materialKeys } from './material-keys';

/** GET /api/product/{id}/cost (directors): one unit's cost per size. */
export const useProductCost = (productId: number) =>
  useApiQuery(materialKeys.cost(productId), (signal) =>
    api.GET('/product/{id}/cost', { params: { path: { id: productId } }, signal }),
  );
