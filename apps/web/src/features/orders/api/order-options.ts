import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@taller/shared/http/list-query';
import { api } from '../../../lib/api-client';
import { toQueryString, useDebouncedValue } from '../../../lib/list-query';

/** What the order form needs of a client, a product, a pack or an institution it may pick. */
export type ClientOption = {
  id: number;
  name: string;
  documentNumber?: string;
  institutionId: number | null;
  institution: { id: number; name: string } | null;
};
export type InstitutionOption = { id: number; name: string };
export type ProductOption = {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  sizes: { name: string; minHeightCm: number; maxHeightCm: number }[];
};
export type PackageOption = { id: number; code: string; name: string; priceCents: number };

const PICKER_SIZE = 10;

/** Active records matching what was typed, asked of the server once the user pauses. */
function useSearch<T>(resource: string, path: string, text: string, enabled = true) {
  const q = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: ['orders', 'options', resource, q],
    queryFn: async () =>
      (
        await api.get<Page<T>>(
          `${path}${toQueryString({ q, status: 'ACTIVE', pageSize: PICKER_SIZE, page: 1 })}`,
        )
      ).data.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useClientSearch = (text: string, enabled?: boolean) =>
  useSearch<ClientOption>('clients', '/client', text, enabled);
export const useInstitutionSearch = (text: string, enabled?: boolean) =>
  useSearch<InstitutionOption>('institutions', '/institution', text, enabled);
export const useProductSearch = (text: string, enabled?: boolean) =>
  useSearch<ProductOption>('products', '/product', text, enabled);
export const usePackageSearch = (text: string, enabled?: boolean) =>
  useSearch<PackageOption>('packages', '/package', text, enabled);
