import type { QueryClient } from '@tanstack/react-query';
import type { CreateMaterialInput, UpdateMaterialInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import type { QueryValue } from '../../../lib/list-query';
import { recordApi } from '../../../resource/record-mutation';
import { resourceKeys } from '../../../resource/resource-keys';
import { recordToastIds } from '../../../resource/toast-ids';

/**
 * ['materials', 'list', params] a page of materials (live or trash), ['materials', id] one,
 * ['materials', id, 'ledger', params] its ledger, ['materials', 'movements', params] every
 * movement, ['materials', 'requirements', scope] required against available,
 * ['materials', 'bom', productId] a product's bill of materials, ['materials', 'valuation', day]
 * the stock's value at a day's end.
 */
export const materialKeys = {
  ...resourceKeys('materials'),
  ledger: (id: number, params: Record<string, QueryValue>) =>
    ['materials', id, 'ledger', params] as const,
  movements: (params: Record<string, QueryValue>) => ['materials', 'movements', params] as const,
  requirements: (orderId: number | null) =>
    ['materials', 'requirements', orderId ?? 'production'] as const,
  bom: (productId: number) => ['materials', 'bom', productId] as const,
  valuation: (at: string) => ['materials', 'valuation', at] as const,
  /** A product's unit cost (issue 39): under ['materials'], so a stock change refreshes it. */
  cost: (productId: number) => ['materials', 'cost', productId] as const,
  lineCost: (lineId: number) => ['materials', 'line-cost', lineId] as const,
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
  receiptSuccess: 'material-receipt-success',
  receiptError: 'material-receipt-error',
  bomSuccess: (productId: number) => `material-bom-success-${productId}`,
  bomError: 'material-bom-error',
  consumeSuccess: (orderId: number) => `material-consume-success-${orderId}`,
  consumeError: 'material-consume-error',
};

/**
 * A material's create, update, delete (refused while it has stock or a product uses it) and
 * restore.
 */
export const materialApi = recordApi(
  {
    create: (body: CreateMaterialInput) => unwrap(api.POST('/material/create', { body })),
    update: (body: UpdateMaterialInput) => unwrap(api.PUT('/material/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/material/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/material/restore/{id}', { params: { path: { id } } })),
  },
  MATERIAL_TOAST_IDS,
);
