import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { productionKeys } from './production-keys';

/** GET /api/production-stage: the workshop's stages, in order. */
export const useStages = () =>
  useApiQuery(productionKeys.stages, (signal) => api.GET('/production-stage', { signal }));
