import type { UpdateBillingInfoInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { upload } from '../../../api/upload';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, billingInfoKey } from './billing-keys';

/** GET /api/info-bill. */
export const useBillingInfo = () =>
  useApiQuery(billingInfoKey, (signal) => api.GET('/info-bill', { signal }));

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

/** Uploads one image (logo or QR) through the media route; the identity takes it on save. */
export async function uploadBillingImage(file: File) {
  const form = new FormData();
  form.append('files', file, file.name);
  const [uploaded] = (await upload('/media/upload', form)).data;
  return uploaded!;
}
