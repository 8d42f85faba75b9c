import type { Payment } from '@taller/shared';
import { api, ApiError, unwrap } from '../../../api/client';
import { errorMessage } from '../../../lib/error-message';
import { toldByApiClient, useToastMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling } from './billing-keys';

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
  /** The approval's note and the amount received when it differs from the declared one. */
  approval?: { note?: string; receivedCents?: number };
};

const decisionCall = ({ payment, reason, overpaymentReason, approval = {} }: PaymentDecision) => {
  const params = { path: { id: payment.id } };
  if (reason !== undefined) {
    return unwrap(api.POST('/payment/{id}/reject', { params, body: { reason } }));
  }
  if (overpaymentReason !== undefined) {
    return unwrap(
      api.POST('/payment/{id}/approve-overpayment', {
        params,
        body: { reason: overpaymentReason, ...approval },
      }),
    );
  }
  return unwrap(api.POST('/payment/{id}/approve', { params, body: approval }));
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
