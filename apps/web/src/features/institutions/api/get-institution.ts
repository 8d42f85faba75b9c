import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { institutionKeys } from './institution-keys';

/** GET /api/institution/{id}: the institution and a summary of its clients. */
export const useInstitution = (id: number) =>
  useApiQuery(institutionKeys.detail(id), (signal) =>
    api.GET('/institution/{id}', { params: { path: { id } }, signal }),
  );
