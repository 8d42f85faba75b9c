import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type Institution, type Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { institutionKeys } from './institution-keys';

/** The active institutions by name (the first 100), for the client form and filter. */
export const getInstitutionOptions = async () =>
  (
    await api.get<Page<Institution>>(
      `/institution?status=ACTIVE&page=1&pageSize=${PAGE_SIZE_MAX}&sort=name`,
    )
  ).data.items;

export const useInstitutionOptions = () =>
  useQuery({ queryKey: institutionKeys.options, queryFn: getInstitutionOptions });
