import type { UpdateBillingInfoInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, billingInfoKey } from './billing-keys';

/** PUT /api/info-bill: the whole identity over the version it was read at (409 when stale). */
export const useUpdateBillingInfo = () =>
  useEnvelopeMutation({
    call: (input: UpdateBillingInfoInput) => unwrap(api.PUT('/info-bill', { body: input })),
    successToastId: () => BILLING_TOAST_IDS.infoSaved,
    errorToastId: BILLING_TOAST_IDS.infoError,
    invalidate: (qc, _input, data) => {
      qc.setQueryData(billingInfoKey, data);
      return Promise.resolve();
    },
  });
