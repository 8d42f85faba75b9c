import type { BillingInfo, UpdateBillingInfoInput, UploadedMedia } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/api-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { BILLING_TOAST_IDS, billingInfoKey } from './billing-keys';

/** GET /api/info-bill. */
export const useBillingInfo = () => useApiQuery<BillingInfo>(billingInfoKey, '/info-bill');

/** PUT /api/info-bill: the whole identity over the version it was read at (409 when stale). */
export const useUpdateBillingInfo = () =>
  useEnvelopeMutation({
    call: (input: UpdateBillingInfoInput) => api.put<BillingInfo>('/info-bill', input),
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
  const [uploaded] = (await api.upload<UploadedMedia[]>('/media/upload', form)).data;
  return uploaded!;
}
