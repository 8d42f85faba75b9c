import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Institution, Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/list-query';
import { institutionKeys } from './institution-keys';

/** How many matches a picker lists at once: typing narrows them down. */
export const INSTITUTION_OPTIONS_SHOWN = 20;

export type InstitutionOption = Pick<Institution, 'id' | 'name'>;

/** The active institutions whose name, document or city matches `search`, by name. */
export const getInstitutionOptions = async (search: string) => {
  const params = new URLSearchParams({
    status: 'ACTIVE',
    page: '1',
    pageSize: String(INSTITUTION_OPTIONS_SHOWN),
    sort: 'name',
  });
  if (search.trim()) params.set('q', search.trim());
  const page = (await api.get<Page<Institution>>(`/institution?${params}`)).data;
  return { items: page.items.map(({ id, name }) => ({ id, name })), total: page.total };
};

/** The picker's matches for what was typed (debounced; the last list stays while typing). */
export const useInstitutionOptions = (search: string) => {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: [...institutionKeys.options, q],
    queryFn: () => getInstitutionOptions(q),
    placeholderData: keepPreviousData,
  });
};
