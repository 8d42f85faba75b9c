import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { materialKeys } from './material-keys';

/** GET /api/product/{id}/materials: 'Materiales por unidad'. */
export const useBillOfMaterials = (productId: number) =>
  useApiQuery(materialKeys.bom(productId), (signal) =>
    api.GET('/product/{id}/materials', { params: { path: { id: productId } }, signal }),
  );
