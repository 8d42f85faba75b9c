import { upload, type UploadProgress } from '../../../api/upload';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling } from './billing-keys';

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
