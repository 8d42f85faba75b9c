import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Client, Page } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams } from '../../../lib/list-query';
import { clientKeys } from './client-keys';

/** GET /api/client: one page (the trash with `deleted`), paged and sorted by the server. */
export const getClients = async (params: ListParams) =>
  (await api.get<Page<Client>>(`/client${toQueryString(params)}`)).data;

export const useClients = (params: ListParams) =>
  useQuery({
    queryKey: clientKeys.list(params),
    queryFn: () => getClients(params),
    placeholderData: keepPreviousData,
  });
