import type { QueryClient } from '@tanstack/react-query';
import type { QueryValue } from '../../../lib/list-query';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';

/**
 * ['materials', 'list', params] a page of materials (live or trash), ['materials', id] one,
 * ['materials', id, 'ledger', params] its ledger, ['materials', 'movements', params] every
 * movement, ['materials', 'requirements', scope] required against available,
 * ['materials', 'bom', productId] a product's bill of materials.
 */
export const materialKeys = {
  ...resourceKeys('materials'),
  ledger: (id: number, params: Record<string, QueryValue>) =>
    ['materials', id, 'ledger', params] as const,
  movements: (params: Record<string, QueryValue>) => ['materials', 'movements', params] as const,
  requirements: (orderId: number | null) =>
    ['materials', 'requirements', orderId ?? 'production'] as const,
  bom: (productId: number) => ['materials', 'bom', productId] as const,
};

/**
 * A stock changed, or a material: every figure on these screens may follow from it (stocks,
 * ledgers, requirements, low-stock badges), so all of ['materials'] is refreshed.
 */
export const invalidateMaterials = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: materialKeys.all });

export const MATERIAL_TOAST_IDS = {
  ...recordToastIds('material'),
  movementSuccess: (id: number) => `material-movement-success-${id}`,
  movementError: 'material-movement-error',
  countSuccess: 'material-count-success',
  countError: 'material-count-error',
  bomSuccess: (productId: number) => `material-bom-success-${productId}`,
  bomError: 'material-bom-error',
  consumeSuccess: (orderId: number) => `material-consume-success-${orderId}`,
  consumeError: 'material-consume-error',
};
