import type { Bill } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling } from './billing-keys';

/** PUT /api/bill/{id}/due-date: the bill, its order and 'Cuentas por cobrar' follow. */
export const useSetBillDueDate = () =>
  useEnvelopeMutation({
    call: ({ bill, dueDate }: { bill: Pick<Bill, 'id'>; dueDate: string }) =>
      unwrap(
        api.PUT('/bill/{id}/due-date', { params: { path: { id: bill.id } }, body: { dueDate } }),
      ),
    successToastId: ({ bill }) => BILLING_TOAST_IDS.dueDateSaved(bill.id),
    errorToastId: BILLING_TOAST_IDS.dueDateError,
    invalidate: (qc) => invalidateBilling(qc),
  });
