import { useQuery } from '@tanstack/react-query';
import type { Client } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { clientKeys } from './client-keys';

/** GET /api/client/{id}. */
export const getClient = async (id: number) => (await api.get<Client>(`/client/${id}`)).data;

export const useClient = (id: number, placeholder?: Client) =>
  useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: () => getClient(id),
    placeholderData: placeholder,
  });
