import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { billingInfoKey } from './billing-keys';

/** GET /api/info-bill. */
export const useBillingInfo = () =>
  useApiQuery(billingInfoKey, (signal) => api.GET('/info-bill', { signal }));
