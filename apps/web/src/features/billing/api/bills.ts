import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bill, CreateBillInput } from '@taller/shared';
import { api, call, getPage, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { saveFile } from '../../../lib/save-file';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, billKeys, invalidateBilling } from './billing-keys';

/** GET /api/bill: one page with the totals of every bill the filters match. */
export const useBills = (params: ListParams, enabled = true) =>
  useQuery({
    queryKey: billKeys.list(params),
    queryFn: async () => (await getPage('/bill', params)).data,
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/bill/{id}: the bill with its payments; the row until it comes. */
export const useBill = (id: number, initial?: Bill, enabled = true) =>
  useApiQuery(
    billKeys.detail(id),
    (signal) => api.GET('/bill/{id}', { params: { path: { id } }, signal }),
    { placeholderData: initial, enabled },
  );

/** POST /api/bill/create. */
export const useCreateBill = () =>
  useEnvelopeMutation({
    call: (input: CreateBillInput) => unwrap(api.POST('/bill/create', { body: input })),
    successToastId: (_input, bill) => BILLING_TOAST_IDS.billCreated(bill.id),
    errorToastId: BILLING_TOAST_IDS.billCreateError,
    invalidate: (qc) => invalidateBilling(qc),
  });

/** POST /api/bill/{id}/annul with the reason. */
export const useAnnulBill = () =>
  useEnvelopeMutation({
    call: ({ bill, reason }: { bill: Pick<Bill, 'id'>; reason: string }) =>
      unwrap(api.POST('/bill/{id}/annul', { params: { path: { id: bill.id } }, body: { reason } })),
    successToastId: ({ bill }) => BILLING_TOAST_IDS.billAnnulled(bill.id),
    errorToastId: BILLING_TOAST_IDS.billAnnulError,
    invalidate: (qc) => invalidateBilling(qc),
  });

/** GET /api/bill/{id}/pdf, saved as factura-F-000123.pdf. */
export async function downloadBillPdf(bill: Pick<Bill, 'id' | 'number'>) {
  const pdf = await unwrap(
    api.GET('/bill/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, `factura-${bill.number}.pdf`);
}

/** GET /api/order?q=…: the orders a bill or a proof may be for. */
export const useOrderOptions = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'options', text],
    queryFn: async () =>
      (await call(api.GET('/order', { params: { query: { q: text, pageSize: 10 } } }))).items,
    enabled,
    staleTime: 10_000,
  });
