import { useQuery } from '@tanstack/react-query';
import type { InstitutionDetails } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { institutionKeys } from './institution-keys';

/** GET /api/institution/{id}: the institution and a summary of its clients. */
export const getInstitution = async (id: number) =>
  (await api.get<InstitutionDetails>(`/institution/${id}`)).data;

export const useInstitution = (id: number) =>
  useQuery({ queryKey: institutionKeys.detail(id), queryFn: () => getInstitution(id) });
