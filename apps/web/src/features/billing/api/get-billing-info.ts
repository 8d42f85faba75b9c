import type { BillingMode } from '@taller/shared';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { billingInfoKey } from './billing-keys';

/** GET /api/info-bill. */
export const useBillingInfo = () =>
  useApiQuery(billingInfoKey, (signal) => api.GET('/info-bill', { signal }));

/** The billing mode in force ('NONE' until it is read): screens name bills after it. */
export const useBillingMode = (): BillingMode => useBillingInfo().data?.billingMode ?? 'NONE';
