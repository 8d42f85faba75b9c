import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../api/query';
import { resourceKeys } from '../../../resource/resource-keys';
import { saveFile } from '../../../lib/save-file';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { createPayment, type NewPayment } from '../../billing';
import { clientOrderKeys } from './client-orders';

/** The client's own bills and proofs (GET /api/client-area/bills, …/payments). */
export const clientBillKeys = resourceKeys('client-bills');
export const clientPaymentKeys = resourceKeys('client-payments');

export const useClientBills = (params: ListParams) =>
  usePagedQuery(clientBillKeys, '/client-area/bills', params);

export const useClientPayments = (params: ListParams) =>
  usePagedQuery(clientPaymentKeys, '/client-area/payments', params);

/** GET /api/client-area/bills/{id}/pdf, saved as factura-F-000123.pdf. */
export async function downloadClientBillPdf(bill: Pick<Bill, 'id' | 'number'>) {
  const pdf = await unwrap(
    api.GET('/client-area/bills/{id}/pdf', { params: { path: { id: bill.id } }, parseAs: 'blob' }),
  );
  saveFile(pdf, `factura-${bill.number}.pdf`);
}

/** 'Enviar comprobante': POST /api/client-area/payments/create (multipart). */
export const useSendProof = () =>
  useEnvelopeMutation({
    call: (input: NewPayment) => createPayment(input, undefined, '/client-area/payments/create'),
    successToastId: (_input, payment) => `client-proof-${payment.id}`,
    errorToastId: 'client-proof-error',
    invalidate: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientPaymentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: clientOrderKeys.lists }),
      ]),
  });
