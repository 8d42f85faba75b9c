import type { Product } from '@taller/shared';
import { useActiveOptions } from '../../../api/query';
import { productKeys } from './product-keys';

/** How many matches the picker lists at once: typing narrows them down. */
export const PRODUCT_OPTIONS_SHOWN = 20;

export type ProductOption = Pick<Product, 'id' | 'code' | 'name' | 'priceCents' | 'unit'>;

/** The active products whose code, name or model matches `search`, by name. */
export const useProductOptions = (search: string) =>
  useActiveOptions(
    productKeys.options,
    '/product',
    search,
    PRODUCT_OPTIONS_SHOWN,
    ({ id, code, name, priceCents, unit }): ProductOption => ({
      id,
      code,
      name,
      priceCents,
      unit,
    }),
  );
