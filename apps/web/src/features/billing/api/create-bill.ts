import type { CreateBillInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, invalidateBilling } from './billing-keys';

/** POST /api/bill/create. */
export const useCreateBill = () =>
  useEnvelopeMutation({
    call: (input: CreateBillInput) => unwrap(api.POST('/bill/create', { body: input })),
    successToastId: (_input, bill) => BILLING_TOAST_IDS.billCreated(bill.id),
    errorToastId: BILLING_TOAST_IDS.billCreateError,
    invalidate: (qc) => invalidateBilling(qc),
  });
