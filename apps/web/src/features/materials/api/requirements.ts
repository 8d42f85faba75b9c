import { useQuery } from '@tanstack/react-query';
import type { BillOfMaterialsInput, ConsumeInput } from '@taller/shared';
import { api, call, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/order/{id}/materials, or /api/material/requirements (every order in production). */
export const useRequirements = (orderId: number | null) =>
  useApiQuery(materialKeys.requirements(orderId), (signal) =>
    orderId
      ? api.GET('/order/{id}/materials', { params: { path: { id: orderId } }, signal })
      : api.GET('/material/requirements', { signal }),
  );

/** POST /api/order/{id}/consume: 'Registrar consumo' (a second time writes nothing). */
export const useConsumeOrder = () =>
  useEnvelopeMutation({
    call: ({ orderId, ...input }: ConsumeInput & { orderId: number }) =>
      unwrap(api.POST('/order/{id}/consume', { params: { path: { id: orderId } }, body: input })),
    successToastId: ({ orderId }) => T.consumeSuccess(orderId),
    errorToastId: T.consumeError,
    invalidate: invalidateMaterials,
  });

/** GET /api/product/{id}/materials: 'Materiales por unidad'. */
export const useBillOfMaterials = (productId: number) =>
  useApiQuery(materialKeys.bom(productId), (signal) =>
    api.GET('/product/{id}/materials', { params: { path: { id: productId } }, signal }),
  );

export const useSaveBillOfMaterials = () =>
  useEnvelopeMutation({
    call: ({ productId, ...input }: BillOfMaterialsInput & { productId: number }) =>
      unwrap(
        api.PUT('/product/{id}/materials', { params: { path: { id: productId } }, body: input }),
      ),
    successToastId: ({ productId }) => T.bomSuccess(productId),
    errorToastId: T.bomError,
    invalidate: invalidateMaterials,
  });

/**
 * The orders in production, for the requirements' scope select (first 100 by number): what the
 * select shows of each, as the requirements name their orders.
 */
export const useOrdersInProduction = () =>
  useQuery({
    queryKey: ['materials', 'orders-in-production'],
    queryFn: async () =>
      (
        await call(
          api.GET('/order', {
            params: { query: { status: 'IN_PRODUCTION', pageSize: 100, sort: 'number' } },
          }),
        )
      ).items.map(({ id, number, status }) => ({ id, number, status })),
  });
