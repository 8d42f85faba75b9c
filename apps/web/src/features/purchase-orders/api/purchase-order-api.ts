import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CreatePurchaseOrderData,
  FromShortfallInput,
  ReceivePurchaseOrderInput,
} from '@taller/shared';
import { api, call, unwrap } from '../../../api/client';
import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { resourceKeys } from '../../../resource/resource-keys';

/** ['purchase-orders', 'list', params] a page, ['purchase-orders', id] one. */
export const purchaseOrderKeys = resourceKeys('purchase-orders');

/** A change to purchase orders: their lists, and the stocks and requirements a receipt moves. */
const invalidate = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['materials'] }),
  ]);

/** GET /api/purchase-order: a page. */
export const usePurchaseOrders = (params: ListParams) =>
  usePagedQuery({ list: purchaseOrderKeys.list }, '/purchase-order', params);

/** GET /api/purchase-order/{id}. */
export const usePurchaseOrder = (id: number) =>
  useQuery({
    queryKey: purchaseOrderKeys.detail(id),
    queryFn: () => call(api.GET('/purchase-order/{id}', { params: { path: { id } } })),
  });

export const downloadPurchaseOrderPdf = (id: number) =>
  unwrap(api.GET('/purchase-order/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }));

/** POST /api/purchase-order/from-shortfall. */
export const useFromShortfall = () =>
  useEnvelopeMutation({
    call: (body: FromShortfallInput) =>
      unwrap(api.POST('/purchase-order/from-shortfall', { body })),
    successToastId: () => 'purchase-orders-from-shortfall',
    errorToastId: 'purchase-orders-from-shortfall-error',
    invalidate,
  });

/** POST /api/purchase-order/create by hand, or PUT /api/purchase-order/update of a Borrador. */
export const useSavePurchaseOrder = () =>
  useEnvelopeMutation({
    call: (body: CreatePurchaseOrderData & { id?: number }) =>
      body.id === undefined
        ? unwrap(api.POST('/purchase-order/create', { body }))
        : unwrap(api.PUT('/purchase-order/update', { body: { ...body, id: body.id } })),
    successToastId: (body) => `purchase-order-saved-${body.id ?? 'new'}`,
    errorToastId: 'purchase-order-save-error',
    invalidate,
  });

/** POST /api/purchase-order/{id}/receive. */
export const useReceivePurchaseOrder = () =>
  useEnvelopeMutation({
    call: ({ id, ...body }: ReceivePurchaseOrderInput & { id: number }) =>
      unwrap(api.POST('/purchase-order/{id}/receive', { params: { path: { id } }, body })),
    successToastId: ({ id }) => `purchase-order-received-${id}`,
    errorToastId: 'purchase-order-receive-error',
    invalidate,
  });

const ACTIONS = {
  cancel: (id: number) => api.POST('/purchase-order/{id}/cancel', { params: { path: { id } } }),
  'mark-sent': (id: number) =>
    api.POST('/purchase-order/{id}/mark-sent', { params: { path: { id } } }),
  'send-email': (id: number) =>
    api.POST('/purchase-order/{id}/send-email', { params: { path: { id } } }),
};

/** POST /api/purchase-order/{id}/mark-sent, …/send-email (its PDF to the supplier) and …/cancel. */
export const usePurchaseOrderAction = (action: keyof typeof ACTIONS) =>
  useEnvelopeMutation({
    call: ({ id }: { id: number }) => unwrap(ACTIONS[action](id)),
    successToastId: ({ id }) => `purchase-order-${action}-${id}`,
    errorToastId: `purchase-order-${action}-error`,
    invalidate,
  });
