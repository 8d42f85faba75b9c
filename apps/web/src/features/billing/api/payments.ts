import type { Payment } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { upload, type UploadProgress } from '../../../api/upload';
import { usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling, paymentKeys } from './billing-keys';

/** GET /api/payment: one page of proofs. */
export const usePayments = (params: ListParams) => usePagedQuery(paymentKeys, '/payment', params);

export type NewPayment = {
  orderId: number;
  billId: number | null;
  amountCents: number;
  paidAt: string;
  method: string;
  reference: string;
  file: File;
};

/** POST /api/payment/create (or the client's own call): the proof's fields and file, as multipart. */
export const createPayment = (
  input: NewPayment,
  onProgress?: (p: UploadProgress) => void,
  path: '/payment/create' | '/client-area/payments/create' = '/payment/create',
) => {
  const form = new FormData();
  form.append('orderId', String(input.orderId));
  if (input.billId !== null) form.append('billId', String(input.billId));
  form.append('amountCents', String(input.amountCents));
  form.append('paidAt', input.paidAt);
  form.append('method', input.method);
  if (input.reference.trim()) form.append('reference', input.reference.trim());
  form.append('file', input.file, input.file.name);
  return upload(path, form, { onProgress });
};

export const useCreatePayment = () =>
  useEnvelopeMutation({
    call: (input: NewPayment) => createPayment(input),
    successToastId: (_input, payment) => BILLING_TOAST_IDS.paymentCreated(payment.id),
    errorToastId: BILLING_TOAST_IDS.paymentCreateError,
    invalidate: (qc) => invalidateBilling(qc),
  });

/** POST /api/payment/{id}/approve, or …/reject with the reason. */
export const useDecidePayment = () =>
  useEnvelopeMutation({
    call: ({ payment, reason }: { payment: Pick<Payment, 'id'>; reason?: string }) =>
      reason === undefined
        ? unwrap(api.POST('/payment/{id}/approve', { params: { path: { id: payment.id } } }))
        : unwrap(
            api.POST('/payment/{id}/reject', {
              params: { path: { id: payment.id } },
              body: { reason },
            }),
          ),
    successToastId: ({ payment }) => BILLING_TOAST_IDS.paymentDecided(payment.id),
    errorToastId: BILLING_TOAST_IDS.paymentDecideError,
    invalidate: (qc) => invalidateBilling(qc),
  });
