import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Institution, Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { institutionKeys } from './institution-keys';

/** GET /api/institution: one page (the trash with `deleted`). */
export const getInstitutions = async (params: ListParams) =>
  (await api.get<Page<Institution>>(`/institution${toQueryString(params)}`)).data;

export const useInstitutions = (params: ListParams) =>
  useQuery({
    queryKey: institutionKeys.list(params),
    queryFn: () => getInstitutions(params),
    placeholderData: keepPreviousData,
  });
