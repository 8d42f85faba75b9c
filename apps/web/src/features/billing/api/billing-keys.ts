import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../resource/resource-keys';

/**
 * ['billing-info'] the identity; ['bills', 'list', params] / ['bills', id] the bills;
 * ['payments', 'list', params] the proofs; ['payments', 'pending'] the menu's count.
 */
export const billingInfoKey = ['billing-info'] as const;
export const billKeys = resourceKeys('bills');
/** 'Cuentas por cobrar': any bill or payment change moves it. */
export const receivableKeys = resourceKeys('receivables');
export const paymentKeys = {
  ...resourceKeys('payments'),
  pending: ['payments', 'pending'] as const,
};

/** A bill or a payment changed: bills, proofs and orders (their billed, paid and owed). */
export const invalidateBilling = (queryClient: QueryClient) =>
  Promise.all(
    [billKeys.all, paymentKeys.all, receivableKeys.all, ['orders']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export const BILLING_TOAST_IDS = {
  infoSaved: 'billing-info-saved',
  infoError: 'billing-info-error',
  imageError: 'billing-image-error',
  billCreated: (id: number) => `bill-create-success-${id}`,
  billCreateError: 'bill-create-error',
  billAnnulled: (id: number) => `bill-annul-success-${id}`,
  billAnnulError: 'bill-annul-error',
  dueDateSaved: (id: number) => `bill-due-date-success-${id}`,
  dueDateError: 'bill-due-date-error',
  pdfError: 'bill-pdf-error',
  paymentCreated: (id: number) => `payment-create-success-${id}`,
  paymentCreateError: 'payment-create-error',
  paymentDecided: (id: number) => `payment-decide-success-${id}`,
  paymentDecideError: 'payment-decide-error',
};
