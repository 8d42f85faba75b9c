import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bill, BillPage, CreateBillInput, Order, Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { saveFile } from '../../../lib/save-file';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, billKeys, invalidateBilling } from './billing-keys';

/** GET /api/bill: one page with the totals of every bill the filters match. */
export const useBills = (params: ListParams, enabled = true) =>
  useApiQuery<BillPage>(billKeys.list(params), `/bill${toQueryString(params)}`, {
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/bill/{id}: the bill with its payments; the row until it comes. */
export const useBill = (id: number, initial?: Bill, enabled = true) =>
  useApiQuery<Bill>(billKeys.detail(id), `/bill/${id}`, { placeholderData: initial, enabled });

/** POST /api/bill/create. */
export const useCreateBill = () =>
  useEnvelopeMutation({
    call: (input: CreateBillInput) => api.post<Bill>('/bill/create', input),
    successToastId: (_input, bill) => BILLING_TOAST_IDS.billCreated(bill.id),
    errorToastId: BILLING_TOAST_IDS.billCreateError,
    invalidate: (qc) => invalidateBilling(qc),
  });

/** POST /api/bill/{id}/annul with the reason. */
export const useAnnulBill = () =>
  useEnvelopeMutation({
    call: ({ bill, reason }: { bill: Pick<Bill, 'id'>; reason: string }) =>
      api.post<Bill>(`/bill/${bill.id}/annul`, { reason }),
    successToastId: ({ bill }) => BILLING_TOAST_IDS.billAnnulled(bill.id),
    errorToastId: BILLING_TOAST_IDS.billAnnulError,
    invalidate: (qc) => invalidateBilling(qc),
  });

/** GET /api/bill/{id}/pdf, saved as factura-F-000123.pdf. */
export async function downloadBillPdf(bill: Pick<Bill, 'id' | 'number'>) {
  saveFile(await api.download(`/bill/${bill.id}/pdf`), `factura-${bill.number}.pdf`);
}

/** GET /api/order?q=…: the orders a bill or a proof may be for. */
export const useOrderOptions = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'options', text],
    queryFn: async () =>
      (await api.get<Page<Order>>(`/order${toQueryString({ q: text, pageSize: 10 })}`)).data.items,
    enabled,
    staleTime: 10_000,
  });
