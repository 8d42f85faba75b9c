import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Product } from '@taller/shared';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/list-query';
import { productKeys } from './product-keys';

/** How many matches the picker lists at once: typing narrows them down. */
export const PRODUCT_OPTIONS_SHOWN = 20;

export type ProductOption = Pick<Product, 'id' | 'code' | 'name' | 'priceCents' | 'unit'>;

/** The active products whose code, name or model matches `search`, by name. */
export const getProductOptions = async (search: string) => {
  const params = new URLSearchParams({
    status: 'ACTIVE',
    page: '1',
    pageSize: String(PRODUCT_OPTIONS_SHOWN),
    sort: 'name',
  });
  if (search.trim()) params.set('q', search.trim());
  const page = (await api.get<Page<Product>>(`/product?${params}`)).data;
  return {
    items: page.items.map(({ id, code, name, priceCents, unit }) => ({
      id,
      code,
      name,
      priceCents,
      unit,
    })),
    total: page.total,
  };
};

/** The picker's matches for what was typed (debounced; the last list stays while typing). */
export const useProductOptions = (search: string) => {
  const q = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: [...productKeys.options, q],
    queryFn: () => getProductOptions(q),
    placeholderData: keepPreviousData,
  });
};
