import type { Payment } from '@taller/shared';
import { ApiError, api, unwrap } from '../../../api/client';
import { usePagedQuery } from '../../../api/query';
import { upload, type UploadProgress } from '../../../api/upload';
import { errorMessage } from '../../../lib/error-message';
import type { ListParams } from '../../../lib/list-query';
import {
  toldByApiClient,
  useEnvelopeMutation,
  useToastMutation,
} from '../../../lib/toast-mutation';
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

/** The approval would pay more than is owed now (409): the review offers the explicit choice. */
export const isOverpayment = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'OVERPAYMENT';

/**
 * A decision on a proof: 'Aprobar', 'Rechazar' (`reason`) or 'Registrar pago en exceso'
 * (`overpaymentReason`, decision 021).
 */
export type PaymentDecision = {
  payment: Pick<Payment, 'id'>;
  reason?: string;
  overpaymentReason?: string;
};

const decisionCall = ({ payment, reason, overpaymentReason }: PaymentDecision) => {
  const params = { path: { id: payment.id } };
  if (reason !== undefined) {
    return unwrap(api.POST('/payment/{id}/reject', { params, body: { reason } }));
  }
  if (overpaymentReason !== undefined) {
    return unwrap(
      api.POST('/payment/{id}/approve-overpayment', {
        params,
        body: { reason: overpaymentReason },
      }),
    );
  }
  return unwrap(api.POST('/payment/{id}/approve', { params }));
};

/**
 * POST /api/payment/{id}/approve, …/reject or …/approve-overpayment. An overpayment refusal
 * raises no toast: the review shows it with its choice.
 */
export const useDecidePayment = () =>
  useToastMutation({
    mutationFn: decisionCall,
    success: ({ payment }, envelope) => ({
      message: envelope.message,
      id: BILLING_TOAST_IDS.paymentDecided(payment.id),
    }),
    error: (error) => (toldByApiClient(error) || isOverpayment(error) ? null : errorMessage(error)),
    errorToastId: BILLING_TOAST_IDS.paymentDecideError,
    invalidate: (qc) => invalidateBilling(qc),
  });
