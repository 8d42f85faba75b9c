import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling } from './billing-keys';

/** POST /api/bill/{id}/annul with the reason. */
export const useAnnulBill = () =>
  useEnvelopeMutation({
    call: ({ bill, reason }: { bill: Pick<Bill, 'id'>; reason: string }) =>
      unwrap(api.POST('/bill/{id}/annul', { params: { path: { id: bill.id } }, body: { reason } })),
    successToastId: ({ bill }) => BILLING_TOAST_IDS.billAnnulled(bill.id),
    errorToastId: BILLING_TOAST_IDS.billAnnulError,
    invalidate: (qc) => invalidateBilling(qc),
  });
