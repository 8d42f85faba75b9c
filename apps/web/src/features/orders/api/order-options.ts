import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../api/client';
import type { PagePath } from '../../../api/types';
import { useDebouncedValue } from '../../../lib/list-query';

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
export type PackageOption = {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  /** Its products with their size tables: a pack item's roster is sized by them. */
  items: { product: ProductOption }[];
};

const PICKER_SIZE = 10;

/** Active records matching what was typed, asked of the server once the user pauses. */
function useSearch<P extends PagePath>(resource: string, path: P, text: string, enabled = true) {
  const q = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: ['orders', 'options', resource, q],
    queryFn: async () =>
      (await getPage(path, { q, status: 'ACTIVE', pageSize: PICKER_SIZE, page: 1 })).data.items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useClientSearch = (text: string, enabled?: boolean) =>
  useSearch('clients', '/client', text, enabled);
export const useInstitutionSearch = (text: string, enabled?: boolean) =>
  useSearch('institutions', '/institution', text, enabled);
export const useProductSearch = (text: string, enabled?: boolean) =>
  useSearch('products', '/product', text, enabled);
export const usePackageSearch = (text: string, enabled?: boolean) =>
  useSearch('packages', '/package', text, enabled);
