import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { productKeys } from './product-keys';

/** GET /api/product/{id}: the product, deleted or not. */
export const useProduct = (id: number) =>
  useApiQuery(productKeys.detail(id), (signal) =>
    api.GET('/product/{id}', { params: { path: { id } }, signal }),
  );
