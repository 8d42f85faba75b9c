import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { siatKeys } from './siat-keys';

/** GET /api/siat/settings (director only): the token never comes back, only `hasToken`. */
export const useSiatSettings = () =>
  useApiQuery(siatKeys.settings, (signal) => api.GET('/siat/settings', { signal }));
