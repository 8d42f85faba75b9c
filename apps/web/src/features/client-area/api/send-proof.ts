import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { createPayment, type NewPayment } from '../../billing';
import { clientPaymentKeys } from './client-billing-keys';
import { clientOrderKeys } from './client-order-keys';

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
