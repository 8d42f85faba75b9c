import { useQuery } from '@tanstack/react-query';
import type {
  BillOfMaterials,
  BillOfMaterialsInput,
  ConsumeInput,
  ConsumeResult,
  Requirements,
} from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/order/{id}/materials, or /api/material/requirements (every order in production). */
export const useRequirements = (orderId: number | null) =>
  useApiQuery<Requirements>(
    materialKeys.requirements(orderId),
    orderId ? `/order/${orderId}/materials` : '/material/requirements',
  );

/** POST /api/order/{id}/consume: 'Registrar consumo' (a second time writes nothing). */
export const useConsumeOrder = () =>
  useEnvelopeMutation({
    call: ({ orderId, ...input }: ConsumeInput & { orderId: number }) =>
      api.post<ConsumeResult>(`/order/${orderId}/consume`, input),
    successToastId: ({ orderId }) => T.consumeSuccess(orderId),
    errorToastId: T.consumeError,
    invalidate: invalidateMaterials,
  });

/** GET /api/product/{id}/materials: 'Materiales por unidad'. */
export const useBillOfMaterials = (productId: number) =>
  useApiQuery<BillOfMaterials>(materialKeys.bom(productId), `/product/${productId}/materials`);

export const useSaveBillOfMaterials = () =>
  useEnvelopeMutation({
    call: ({ productId, ...input }: BillOfMaterialsInput & { productId: number }) =>
      api.put<BillOfMaterials>(`/product/${productId}/materials`, input),
    successToastId: ({ productId }) => T.bomSuccess(productId),
    errorToastId: T.bomError,
    invalidate: invalidateMaterials,
  });

type OrderChoice = { id: number; number: string; status: string };

/** The orders in production, for the requirements' scope select (first 100 by number). */
export const useOrdersInProduction = () =>
  useQuery({
    queryKey: ['materials', 'orders-in-production'],
    queryFn: async () =>
      (
        await api.get<{ items: OrderChoice[] }>(
          '/order?status=IN_PRODUCTION&pageSize=100&sort=number',
        )
      ).data.items,
  });
