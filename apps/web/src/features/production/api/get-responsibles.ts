import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { productionKeys } from './production-keys';

/** GET /api/production-stage/responsibles: the active staff, to name who did an entry. */
export const useResponsibles = () =>
  useApiQuery([...productionKeys.stages, 'responsibles'], (signal) =>
    api.GET('/production-stage/responsibles', { signal }),
  );
