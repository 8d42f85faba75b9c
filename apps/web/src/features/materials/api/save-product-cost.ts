import type { CostSettingsInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { materialKeys } from './material-keys';

/** PUT /api/product/{id}/cost (directors): the product's own labour and overhead (null: the line's). */
export const useSaveProductCost = (productId: number) =>
  useSettingsMutation(
    (body: CostSettingsInput) =>
      unwrap(api.PUT('/product/{id}/cost', { params: { path: { id: productId } }, body })),
    `product-cost-${productId}`,
    materialKeys.cost(productId),
  );
