import { api, unwrap } from '../../../api/client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { invalidateBills } from './bill-keys';

export type FacturaAnnulment = { bill: { id: number }; reason: string; reasonCode: number };

/**
 * POST /api/bill/{id}/annul for a factura: the text and the SIN catalogue's reason. A refusal
 * (after the deadline, or SIAT's) is shown in the dialog, not as a toast.
 */
export const useAnnulFactura = () =>
  useToastMutation({
    mutationFn: ({ bill, reason, reasonCode }: FacturaAnnulment) =>
      unwrap(
        api.POST('/bill/{id}/annul', {
          params: { path: { id: bill.id } },
          body: { reason, reasonCode },
        }),
      ),
    success: ({ bill }, envelope) => ({
      message: envelope.message,
      id: `bill-annul-success-${bill.id}`,
    }),
    error: () => null,
    errorToastId: 'bill-annul-error',
    invalidate: (qc) => invalidateBills(qc),
  });
