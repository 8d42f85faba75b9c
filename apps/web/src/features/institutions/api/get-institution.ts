import type { InstitutionDetails } from '@taller/shared';
import { useApiQuery } from '../../../lib/api-query';
import { institutionKeys } from './institution-keys';

/** GET /api/institution/{id}: the institution and a summary of its clients. */
export const useInstitution = (id: number) =>
  useApiQuery<InstitutionDetails>(institutionKeys.detail(id), `/institution/${id}`);
