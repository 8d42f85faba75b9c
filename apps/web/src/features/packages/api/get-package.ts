import { useQuery } from '@tanstack/react-query';
import type { Package } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

/** GET /api/package/{id}: the pack with its items' products, deleted or not. */
export const getPackage = async (id: number) => (await api.get<Package>(`/package/${id}`)).data;

export const usePackage = (id: number, options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: packageKeys.detail(id), queryFn: () => getPackage(id), ...options });
